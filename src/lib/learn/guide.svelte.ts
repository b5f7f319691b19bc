// The lesson's one hook into the page: it marks the control to tap with
// `data-tutorial-target` wherever the table draws it, and sees every tap on the
// table's move controls first (capture phase), so the lesson can explain a tap
// instead of letting the table do it. The table's components stay as they are.
import type { Attachment } from 'svelte/attachments';
import type { LessonController } from './lesson.svelte';
import { MOVE_CONTROLS, selectorOf } from './targets';

export const TARGET_ATTRIBUTE = 'data-tutorial-target';

export function guide(lesson: LessonController): Attachment<HTMLElement> {
	return (root) => {
		const mark = () => {
			const target = lesson.target;
			const element = target ? root.querySelector(selectorOf(target)) : null;
			for (const old of root.querySelectorAll(`[${TARGET_ATTRIBUTE}]`))
				if (old !== element) old.removeAttribute(TARGET_ATTRIBUTE);
			if (element && element.getAttribute(TARGET_ATTRIBUTE) !== target!.kind)
				element.setAttribute(TARGET_ATTRIBUTE, target!.kind);
		};
		// A radio's label passes its click on to its input: the second click is the same tap.
		let passed: Element | null = null;
		const tap = (event: MouseEvent) => {
			const hit = event.target instanceof Element ? event.target : null;
			const control = hit?.closest('label') ?? hit?.closest(MOVE_CONTROLS);
			if (!control || !control.matches(MOVE_CONTROLS) || control.closest('dialog')) return;
			if (control === passed && control.tagName === 'LABEL') return;
			if (lesson.tap(control.hasAttribute(TARGET_ATTRIBUTE))) {
				passed = control;
				return;
			}
			event.preventDefault();
			event.stopPropagation();
		};
		// Escape would put the picked card back behind the lesson's back.
		const key = (event: KeyboardEvent) => {
			if (event.key === 'Escape' && !document.querySelector('dialog[open]')) event.stopPropagation();
		};
		const observer = new MutationObserver(mark);
		observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-card'] });
		root.addEventListener('click', tap, true);
		window.addEventListener('keydown', key, true);
		$effect(mark);
		return () => {
			observer.disconnect();
			root.removeEventListener('click', tap, true);
			window.removeEventListener('keydown', key, true);
		};
	};
}
