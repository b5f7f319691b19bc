// Các mẹo cho ván đầu tiên, bằng tiếng Việt (một mô-đun nhỏ riêng, xem ../index.ts).
import { FACE_DOWN_GAIN as GAIN } from '$engine/index';
import { gold, key, messenger, purse } from '../icons';
import type { TipsContent } from '../content-types';

const hints: TipsContent = {
	dismiss: 'Đã hiểu',
	more: 'Xem thêm trong luật chơi',
	'first-pick': {
		title: 'Thẻ đầu tiên của bạn',
		text: [
			'Lấy một trong ba thẻ bên cạnh Người Đưa Tin ',
			messenger,
			`. Trả giá để đặt thẻ ngửa, hoặc lấy thẻ úp xuống miễn phí để nhận ${GAIN.gold} vàng `,
			gold,
			` và ${GAIN.keys} chìa khóa `,
			key,
			'. Sau đó chọn một ô đang sáng: con số là số điểm thẻ thêm vào cho bạn lúc này.'
		],
		more: 'turn'
	},
	'cant-afford': {
		title: 'Quá đắt?',
		text: [
			`Thẻ bạn không đủ tiền mua vẫn có thể lấy úp xuống: nó không ghi điểm, nhưng miễn phí và cho bạn ${GAIN.gold} vàng `,
			gold,
			` và ${GAIN.keys} chìa khóa `,
			key,
			' cho các lượt sau.'
		],
		more: 'face-down'
	},
	'first-key': {
		title: 'Chìa khóa của bạn',
		text: [
			'Trước khi lấy thẻ, bạn có thể dùng một chìa khóa ',
			key,
			': di chuyển Người Đưa Tin sang hiển thị còn lại, hoặc thay ba thẻ ở nơi nó đang đứng. Mỗi chìa khóa còn lại khi kết thúc đáng 1 điểm.'
		],
		more: 'keys'
	},
	'first-decision': {
		title: 'Thẻ của bạn yêu cầu lựa chọn',
		text: ['Khả năng này cần bạn quyết định. Mỗi lựa chọn cho thấy bạn sẽ nhận được gì; hãy chọn một và xác nhận.'],
		more: 'abilities'
	},
	'last-turn': {
		title: 'Thẻ cuối cùng',
		text: [
			'Đây là thẻ thứ chín của bạn. Sau đó, vàng còn lại được đặt vào các túi ',
			purse,
			' của bạn và mọi thẻ được tính điểm; vàng còn lại chỉ dùng để phân định khi hòa.'
		],
		more: 'end'
	}
};

export default hints;
