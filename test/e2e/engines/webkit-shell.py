#!/usr/bin/python3
# A chrome-less WebKitGTK browser for WebKitWebDriver: one window exactly the size of the
# viewport (MiniBrowser's toolbar is wider than a phone), and the page's console and errors
# written to a file, since console messages never reach the driver.
#
# WebKitWebDriver starts it as `webkit-shell.py --automation --size=390x844 --log=<file>`
# (the last two from the session's `webkitgtk:browserOptions.args`).
import json
import sys

import gi

gi.require_version('Gtk', '3.0')
gi.require_version('WebKit2', '4.1')
from gi.repository import Gtk, WebKit2  # noqa: E402

options = dict(arg[2:].split('=', 1) for arg in sys.argv[1:] if arg.startswith('--') and '=' in arg)
width, height = (int(n) for n in options.get('size', '390x844').split('x'))
log = open(options['log'], 'a', buffering=1) if 'log' in options else sys.stderr

# Runs before the page's own scripts in every frame: reports console output, uncaught
# errors and unhandled rejections to the shell.
REPORTER = """
(() => {
	const post = (type, text) => {
		try { window.webkit.messageHandlers.engineLog.postMessage(JSON.stringify({ type, text: String(text), url: location.href })); } catch {}
	};
	const show = (value) => {
		if (value instanceof Error) return `${value.name}: ${value.message}\n${value.stack}`;
		if (typeof value === 'object' && value !== null) { try { return JSON.stringify(value); } catch {} }
		return String(value);
	};
	for (const level of ['log', 'info', 'warn', 'error', 'debug']) {
		const original = console[level].bind(console);
		console[level] = (...args) => { post(level === 'warn' ? 'warning' : level, args.map(show).join(' ')); original(...args); };
	}
	addEventListener('error', (event) => {
		if (event instanceof ErrorEvent) post('pageerror', event.error ? show(event.error) : event.message);
	});
	addEventListener('unhandledrejection', (event) => post('pageerror', 'Unhandled rejection: ' + show(event.reason)));
})();
"""


def on_log(_manager, result):
    log.write(result.get_js_value().to_string() + '\n')


def create_web_view(_session):
    content = WebKit2.UserContentManager()
    content.add_script(
        WebKit2.UserScript.new(
            REPORTER,
            WebKit2.UserContentInjectedFrames.ALL_FRAMES,
            WebKit2.UserScriptInjectionTime.START,
            None,
            None,
        )
    )
    content.connect('script-message-received::engineLog', on_log)
    content.register_script_message_handler('engineLog')
    view = WebKit2.WebView(is_controlled_by_automation=True, user_content_manager=content)
    window = Gtk.Window(title='webkit-shell')
    window.set_default_size(width, height)
    window.set_resizable(True)
    window.add(view)
    window.connect('destroy', lambda *_: Gtk.main_quit())
    # The driver closes a window by asking its view to close.
    view.connect('close', lambda *_: window.destroy())
    window.show_all()
    return view


def on_automation_started(_context, session):
    info = WebKit2.ApplicationInfo()
    info.set_name('webkit-shell')
    info.set_version(1, 0, 0)
    session.set_application_info(info)
    session.connect('create-web-view', create_web_view)


context = WebKit2.WebContext.get_default()
context.set_automation_allowed(True)
context.connect('automation-started', on_automation_started)
Gtk.main()
