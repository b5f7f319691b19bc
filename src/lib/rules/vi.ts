// Luật chơi Castle Combo bằng tiếng Việt, theo cách diễn đạt của chúng tôi: bảng luật,
// phần giải thích biểu tượng và các câu riêng của phần chi tiết thẻ. Thuật ngữ theo
// sách luật tiếng Việt (Người Đưa Tin, Lâu đài, Ngôi làng, khiên, túi, bảng;
// messages/glossary.json).
import { FACE_DOWN_GAIN, LOCATION_CARDS, STARTING_STOCK, type Count, type Location, type Shield } from '$engine/index';
import type { ScoreBreakdown } from '$engine/preview';
import {
	castle,
	facedown,
	gold,
	key,
	mask,
	messenger,
	pluralizer,
	positionName,
	purse,
	shield,
	spaceIndex,
	village
} from './icons';
import { detailNotes } from '$lib/cards/detail-notes';
import type { CardWords, RulesContent } from './content-types';

const SHIELDS: Record<Shield, string> = {
	nobility: 'Quý tộc',
	faith: 'Đức tin',
	scholarship: 'Học thuật',
	military: 'Quân sự',
	craftsmanship: 'Thủ công',
	peasantry: 'Nông dân'
};
const LOCATIONS: Record<Location, string> = { castle: 'Lâu đài', village: 'Ngôi làng' };
const shieldWord = (s: Shield) => `khiên ${SHIELDS[s]}`;

// Tiếng Việt không chia số nhiều; Intl.PluralRules('vi') chỉ có một dạng.
const plural = pluralizer('vi');
const points = (n: number) => plural(n, { other: '# điểm' });
const FACE_DOWN = `${FACE_DOWN_GAIN.gold} vàng và ${FACE_DOWN_GAIN.keys} chìa khóa`;

/* ------------------------------- chi tiết thẻ ------------------------------- */

const HERE = {
	tableau: 'trong bảng',
	row: 'trên hàng này',
	column: 'trên cột này',
	rowAndColumn: 'trên hàng và cột này'
} as const;

/** Nơi một thẻ phải nằm (sau “nằm”). */
const POSITIONS = {
	top: 'ở hàng trên cùng',
	middleRow: 'ở hàng giữa',
	bottom: 'ở hàng dưới cùng',
	left: 'ở cột trái',
	middleColumn: 'ở cột giữa',
	right: 'ở cột phải',
	corner: 'ở một góc',
	edgeMiddle: 'ở ô giữa một cạnh (không phải góc, không phải ô trung tâm)',
	marked: 'ở một trong các ô được đánh dấu'
} as const;

const SPACES = [
	'góc trên bên trái',
	'ô giữa hàng trên',
	'góc trên bên phải',
	'ô giữa cột trái',
	'ô trung tâm',
	'ô giữa cột phải',
	'góc dưới bên trái',
	'ô giữa hàng dưới',
	'góc dưới bên phải'
];

/** “2 khiên Quân sự trên cột này”: n đơn vị được đếm, để giải thích điểm. */
function units(c: Count, n: number): string {
	switch (c.type) {
		case 'shields':
			return `${n} ${shieldWord(c.shield)} ${HERE[c.area]}`;
		case 'distinctShieldTypes':
			return `${n} loại khiên khác nhau ${HERE[c.area]}`;
		case 'missingShieldTypes':
			return `${n} loại khiên không có trong bảng`;
		case 'shieldSets':
			return `${n} bộ ${c.shields.map(shieldWord).join(' + ')}`;
		case 'identicalShieldSets':
			return `${n} bộ ${c.size} khiên cùng loại`;
		case 'keys':
			return `${n} chìa khóa`;
		case 'banners':
			return `${n} thẻ ${LOCATIONS[c.location]}`;
		case 'bannerSets':
			return new Set(c.banners).size > 1
				? `${n} cặp thẻ Lâu đài + Ngôi làng`
				: `${n} nhóm ${c.banners.length} thẻ ${LOCATIONS[c.banners[0]]}`;
		case 'cardsWithShieldCount':
			return `${n} thẻ có đúng ${c.shieldCount} khiên`;
		case 'cardsWithCost':
			return `${n} thẻ có giá ${c.orMore ? `từ ${c.cost} trở lên` : `đúng ${c.cost}`}`;
		case 'cardsWithDiscount':
			return `${n} thẻ có giảm giá`;
		case 'cardsWithPurse':
			return `${n} thẻ có túi`;
		case 'goldOnThisPurse':
			return `${n} vàng trên thẻ này (chứa tối đa ${c.capacity})`;
		case 'goldOnAllPurses':
			return `${n} vàng trên tất cả các túi`;
		case 'occupiedPositions':
			return `${n} thẻ`;
		case 'emptyPositions':
			return `${n} ô trống`;
		case 'ifShieldMissing':
		case 'ifAnyFaceDown':
		case 'ifPosition':
			return String(n);
	}
}

function why(b: ScoreBreakdown, matches: string[], full: boolean): string {
	const c = b.counted;
	if (b.faceDown) return 'Úp xuống: không có điểm.';
	switch (c.type) {
		case 'ifShieldMissing':
			return b.count
				? `${points(b.points)}: không thẻ nào trong bảng có ${shieldWord(c.shield)}.`
				: `0 điểm: bảng có ${shieldWord(c.shield)}.`;
		case 'ifAnyFaceDown':
			return b.count
				? `${points(b.points)}: bảng có một thẻ úp xuống.`
				: '0 điểm: không có thẻ nào trong bảng bị úp xuống.';
		case 'ifPosition': {
			const needed = POSITIONS[positionName(c.mask) ?? 'marked'];
			const space = b.position ? SPACES[spaceIndex(b.position)] : null;
			const now = space ? (full ? ` Thẻ đang ở ${space}.` : ` Hiện tại thẻ đang ở ${space} (bảng chưa đầy).`) : '';
			return b.count ? `${points(b.points)}: thẻ nằm ${needed}.${now}` : `0 điểm: thẻ phải kết thúc ${needed}.${now}`;
		}
		default: {
			const named = matches.length ? ` (${matches.join(', ')})` : '';
			return `${points(b.perUnit)} × ${units(c, b.count)} = ${b.points}${named}.`;
		}
	}
}

const card: CardWords = {
	why,
	notes: (c) =>
		detailNotes(c, {
			countsItself: 'Khả năng cũng tính cả thẻ này: thẻ đã nằm trong bảng của bạn khi khả năng được áp dụng.',
			discount:
				'Giảm giá là vĩnh viễn và cộng dồn với các khoản giảm giá khác của bạn, nhưng không bao giờ giảm giá của chính thẻ mang lại nó.',
			neighbours:
				'Hàng xóm của bạn là người chơi ngay trước và ngay sau bạn theo thứ tự lượt; trong ván hai người, đó là đối thủ của bạn.',
			rowColumn:
				'Hàng (hoặc cột) của thẻ này là ba thẻ thẳng hàng với nó, kể cả chính nó; hàng và cột cộng lại là năm thẻ.',
			position:
				'Vị trí cuối cùng của một thẻ chỉ được xác định khi bảng của bạn đã đầy: các hàng và cột vẫn có thể mở rộng về hai phía.',
			purse: (capacity) =>
				`Thẻ có túi: vàng đặt lên đó sẽ nằm lại và không thể tiêu. Khi kết thúc, vàng còn lại của bạn được đặt vào các túi trước, tối đa ${capacity} trên thẻ này.`,
			faceDown: 'Thẻ úp xuống không thể hiện gì: không khiên, không biểu ngữ, không giá, không điểm.'
		}),
	messenger: (to) =>
		`Khi mua ngửa, thẻ này đưa Người Đưa Tin đến ${LOCATIONS[to]}: người chơi tiếp theo sẽ lấy thẻ ở đó (trừ khi họ dùng một chìa khóa).`,
	faceDown: `Nếu lấy úp xuống, thẻ không tốn gì và cho ${FACE_DOWN}, nhưng không có khả năng, không có khiên và không có điểm.`,
	headings: {
		ability: 'Khi mua ngửa',
		scoring: 'Khi kết thúc trò chơi',
		shields: 'Khiên:',
		now: 'Hiện tại'
	},
	close: 'Đóng',
	player: (seat) => `Người chơi ${seat + 1}`,
	printed: (location, cost) => `Thẻ ${LOCATIONS[location]} · giá in ${cost} vàng`,
	costNow: (cost, printed, have) =>
		(cost < printed
			? `Hiện thẻ này có giá ${cost} vàng với bạn thay vì ${printed}, nhờ các khoản giảm giá của bạn.`
			: `Hiện thẻ này có giá ${cost} vàng với bạn.`) +
		(cost > have ? ` Bạn có ${have}: không đủ để mua, nhưng bạn luôn có thể lấy nó úp xuống.` : ''),
	paid: (cost, faceDown, owner) =>
		faceDown
			? `${owner ?? 'Bạn'} đã lấy thẻ này úp xuống, nhận ${FACE_DOWN}.`
			: cost === null
				? ''
				: `${owner ?? 'Bạn'} đã mua thẻ này với giá ${cost} vàng.`,
	pointsNow: (n, owner, faceDown, final) =>
		faceDown
			? 'Úp xuống, thẻ không ghi điểm nào.'
			: final
				? `Thẻ đã mang lại ${points(n)} cho ${owner ?? 'bạn'}.`
				: `Nếu trò chơi kết thúc bây giờ, thẻ sẽ mang lại ${points(n)} cho ${owner ?? 'bạn'}.`,
	where: (place) =>
		place.kind === 'display'
			? `Ở hiển thị ${LOCATIONS[place.location]}.`
			: place.kind === 'tableau'
				? place.owner === null
					? 'Trong bảng của bạn.'
					: `Trong bảng của ${place.owner}.`
				: 'Trong một chồng bài đã bỏ.'
};

/* --------------------------------- luật chơi -------------------------------- */

const content: RulesContent = {
	locale: 'vi',
	names: { shields: SHIELDS, locations: LOCATIONS },
	ui: {
		title: 'Cách chơi',
		close: 'Đóng',
		tabs: { rules: 'Luật chơi', legend: 'Biểu tượng' },
		contents: 'Mục lục',
		tips: {
			heading: 'Mẹo',
			text: 'Các mẹo ngắn xuất hiện trong ván đầu tiên của bạn, đúng lúc cần, rồi không bao giờ xuất hiện lại.',
			again: 'Hiện lại các mẹo',
			done: 'Các mẹo sẽ xuất hiện lại trong ván tiếp theo của bạn.'
		}
	},
	sections: [
		{
			id: 'goal',
			title: 'Mục tiêu',
			blocks: [
				{
					p: [
						'Mỗi người chơi tuyển dụng chín nhân vật từ Lâu đài ',
						castle,
						' và Ngôi làng ',
						village,
						' rồi xếp họ thành một lưới 3×3 thẻ: bảng của mình. Mỗi nhân vật làm một việc một lần, khi bạn mua nó, và ghi điểm vào cuối trò chơi theo cuộn tính điểm của nó.'
					]
				},
				{ p: ['Sau khi mỗi người chơi chín lượt, người có nhiều điểm nhất sẽ thắng.'] }
			]
		},
		{
			id: 'setup',
			title: 'Chuẩn bị',
			blocks: [
				{
					bullets: [
						[
							`${LOCATION_CARDS.castle.length} thẻ Lâu đài và ${LOCATION_CARDS.village.length} thẻ Ngôi làng được trộn riêng thành hai bộ bài.`
						],
						['Lật ngửa ba thẻ của mỗi bộ bài: hiển thị Lâu đài ở trên, hiển thị Ngôi làng ở dưới.'],
						['Người Đưa Tin ', messenger, ' bắt đầu bên cạnh hiển thị Ngôi làng.'],
						[
							`Mỗi người lấy ${STARTING_STOCK.gold} `,
							gold,
							` và ${STARTING_STOCK.keys} `,
							key,
							'. Kho dự trữ vàng và chìa khóa không bao giờ hết.'
						],
						['Chọn ngẫu nhiên người chơi đầu tiên; sau đó mọi người chơi theo vòng quanh bàn.']
					]
				}
			]
		},
		{
			id: 'turn',
			title: 'Một lượt',
			blocks: [
				{ p: ['Lượt của bạn gồm bốn bước, theo thứ tự này:'] },
				{
					steps: [
						[
							'Dùng một chìa khóa ',
							key,
							' (tùy chọn, tối đa một): di chuyển Người Đưa Tin sang hiển thị còn lại, hoặc thay ba thẻ ở nơi Người Đưa Tin đang đứng.'
						],
						[
							'Lấy một trong ba thẻ bên cạnh Người Đưa Tin ',
							messenger,
							'. Hoặc trả giá của thẻ bằng vàng và đặt ngửa, hoặc lấy thẻ úp xuống miễn phí (xem bên dưới).'
						],
						['Nếu bạn mua ngửa, khả năng của thẻ được áp dụng ngay.'],
						[
							'Nếu thẻ có biểu tượng Người Đưa Tin, Người Đưa Tin di chuyển sang hiển thị còn lại. Sau đó cả hai hiển thị được bổ sung lại cho đủ ba thẻ từ bộ bài của chúng.'
						]
					]
				},
				{ note: ['Mọi người chơi đúng chín lượt, nên ai cũng kết thúc với chín thẻ.'] }
			]
		},
		{
			id: 'keys',
			title: 'Chìa khóa',
			blocks: [
				{
					p: [
						'Chìa khóa ',
						key,
						' giúp bạn kiểm soát những gì bạn có thể lấy. Vào đầu lượt, bạn có thể dùng một chìa khóa, và chỉ một, cho một trong hai việc:'
					]
				},
				{
					bullets: [
						['Di chuyển Người Đưa Tin sang hiển thị còn lại để mua từ đó.'],
						[
							'Bỏ ba thẻ ở nơi Người Đưa Tin đang đứng và lật ba thẻ mới. Thẻ bị bỏ được đặt ngửa vào chồng bài đã bỏ mà ai cũng có thể xem; khi một bộ bài hết, chồng bài đã bỏ của nó được trộn thành bộ bài mới.'
						]
					]
				},
				{
					p: ['Mỗi chìa khóa bạn còn giữ khi kết thúc có giá trị 1 điểm, và một số thẻ còn ghi điểm theo chìa khóa.']
				}
			]
		},
		{
			id: 'face-down',
			title: 'Thẻ úp xuống',
			blocks: [
				{
					p: [
						'Bất kỳ thẻ nào của hiển thị bạn được lấy đều có thể lấy úp xuống ',
						facedown,
						', kể cả thẻ bạn không đủ tiền mua. Việc này không tốn gì, và bạn nhận ngay ',
						`${FACE_DOWN_GAIN.gold} `,
						gold,
						` và ${FACE_DOWN_GAIN.keys} `,
						key,
						'.'
					]
				},
				{
					p: [
						'Thẻ úp xuống không có khả năng, không di chuyển Người Đưa Tin, không có khiên, biểu ngữ hay giá, và không ghi điểm. Nó vẫn chiếm một ô trong bảng của bạn.'
					]
				}
			]
		},
		{
			id: 'placing',
			title: 'Đặt thẻ',
			blocks: [
				{
					bullets: [
						['Thẻ đầu tiên của bạn có thể đặt ở bất kỳ đâu.'],
						['Mỗi thẻ sau đó phải chạm cạnh một thẻ đã có trong bảng của bạn (không chỉ chạm góc).'],
						[
							'Bảng của bạn không bao giờ được rộng quá ba cột hoặc cao quá ba hàng. Sau chín thẻ, nó là một lưới 3×3 đầy đủ.'
						]
					]
				},
				{
					note: [
						'Một thẻ nằm ở hàng hay cột nào chỉ được xác định khi lưới dần đầy: ba thẻ cạnh nhau là một hàng, nhưng đó vẫn có thể trở thành hàng trên cùng, hàng giữa hoặc hàng dưới cùng.'
					]
				}
			]
		},
		{
			id: 'abilities',
			title: 'Khả năng',
			blocks: [
				{
					p: [
						'Một thẻ được mua ngửa sẽ làm đúng như nội dung của nó ngay sau khi bạn đặt nó. Trừ khi thẻ ghi khác, bạn là người nhận, và bạn đếm những gì có trong bảng của chính mình, kể cả thẻ mới.'
					]
				},
				{
					bullets: [
						[
							'Giảm giá: một số thẻ giúp các lần mua sau rẻ hơn, cho thẻ Lâu đài ',
							castle,
							', thẻ Ngôi làng ',
							village,
							' hoặc cả hai. Mọi khoản giảm giá của bạn được cộng dồn; một thẻ không bao giờ có giá dưới 0, và giảm giá không bao giờ áp dụng cho chính thẻ mang lại nó.'
						],
						[
							'Túi ',
							purse,
							': một số khả năng đặt vàng từ kho dự trữ lên các thẻ có túi của bạn, không bao giờ nhiều hơn sức chứa của mỗi túi. Vàng trên túi nằm lại đó; không thể tiêu.'
						],
						['Đối thủ nghĩa là tất cả những người chơi khác.'],
						[
							'Hàng xóm là người chơi ngay trước hoặc ngay sau bạn theo thứ tự lượt; khi một khả năng đếm bảng của hàng xóm, bạn chọn người nào. Với hai người chơi, đối thủ là hàng xóm duy nhất của bạn.'
						],
						[
							'Một số thẻ cho bạn bỏ một thẻ từ một hiển thị và nhận giá in của nó bằng vàng hoặc chìa khóa; số khác cho bạn chọn một trong hai phần thưởng.'
						]
					]
				}
			]
		},
		{
			id: 'scoring',
			title: 'Tính điểm',
			blocks: [
				{
					p: [
						'Khi kết thúc, mỗi thẻ ngửa ghi điểm theo cuộn tính điểm của nó, và luôn chỉ xét bảng của chính bạn: bao nhiêu điểm cho mỗi khiên của một loại, cho mỗi thẻ của một địa điểm, cho mỗi bộ, hoặc một số điểm cố định nếu thỏa một điều kiện (một vị trí, một loại khiên bị thiếu, v.v.).'
					]
				},
				{
					bullets: [
						[
							'Khiên: ',
							shield('nobility'),
							' ',
							shield('faith'),
							' ',
							shield('scholarship'),
							' ',
							shield('military'),
							' ',
							shield('craftsmanship'),
							' ',
							shield('peasantry'),
							'. Một thẻ có hai khiên giống nhau được tính hai lần.'
						],
						[
							'“Hàng này” hay “cột này” là ba thẻ thẳng hàng với thẻ tính điểm, kể cả chính nó; “hàng và cột” là năm thẻ đó.'
						],
						['Mỗi chìa khóa bạn có đáng 1 điểm.'],
						['Vàng trong kho của bạn không có giá trị điểm, chỉ dùng để phân định khi hòa.'],
						['Thẻ úp xuống được 0 điểm.']
					]
				},
				{
					note: [
						'Ví dụ: một thẻ ghi 3 điểm cho mỗi khiên Quân sự trên cột của nó, với hai khiên Quân sự trên cột đó, đáng 3 × 2 = 6 điểm.'
					]
				}
			]
		},
		{
			id: 'end',
			title: 'Kết thúc và phân định hòa',
			blocks: [
				{
					p: [
						'Trò chơi kết thúc khi mọi người chơi đều có chín thẻ. Trước tiên, mỗi người đặt vàng còn lại lên các thẻ có túi của mình ',
						purse,
						', nhiều nhất mà mỗi túi chứa được (bàn này làm việc đó cho bạn). Sau đó mọi người tính điểm các thẻ và chìa khóa của mình.'
					]
				},
				{
					p: [
						'Người có nhiều điểm nhất thắng. Nếu hòa, người hòa nào còn nhiều vàng nhất trong kho sẽ thắng; nếu vẫn bằng nhau, họ cùng chia chiến thắng.'
					]
				}
			]
		},
		{
			id: 'empty-location',
			title: 'Khi một địa điểm hết thẻ',
			blocks: [
				{
					p: [
						'Nếu một hiển thị không thể bổ sung lại đủ ba thẻ ngay cả sau khi đã trộn chồng bài đã bỏ thành bộ bài mới, địa điểm đó rời khỏi trò chơi: các thẻ còn lại của nó bị loại bỏ, và Người Đưa Tin ở lại vĩnh viễn bên hiển thị còn lại.'
					]
				},
				{
					p: [
						'Từ đó, các biểu tượng Người Đưa Tin không còn tác dụng và chìa khóa không thể di chuyển Người Đưa Tin nữa, nhưng chìa khóa vẫn có thể thay ba thẻ của hiển thị còn lại. Điều này chỉ xảy ra trong các ván đông người.'
					]
				}
			]
		},
		{
			id: 'online',
			title: 'Tại bàn này',
			blocks: [
				{
					bullets: [
						[
							'Chạm vào một thẻ để xem giải thích đầy đủ: nó làm gì, hiện nó có giá bao nhiêu với bạn, và nó ghi bao nhiêu điểm ở vị trí hiện tại.'
						],
						[
							'Khi bạn chọn một thẻ, các ô có thể đặt nó sẽ sáng lên, kèm số điểm nó sẽ thêm vào nếu trò chơi kết thúc bây giờ.'
						],
						['Điểm bên cạnh mỗi người chơi chính là con số dự tính đó; điểm thật được tính khi kết thúc.']
					]
				}
			]
		}
	],
	legend: {
		title: 'Biểu tượng',
		groups: [
			{
				title: 'Khiên',
				entries: (Object.keys(SHIELDS) as Shield[]).map((s) => ({
					icon: shield(s),
					name: SHIELDS[s],
					text: [
						{
							nobility: 'Chủ yếu trên thẻ Lâu đài.',
							faith: 'Chủ yếu trên thẻ Lâu đài.',
							scholarship: 'Chủ yếu trên thẻ Lâu đài.',
							military: 'Chủ yếu trên thẻ Ngôi làng.',
							craftsmanship: 'Chủ yếu trên thẻ Ngôi làng.',
							peasantry: 'Chỉ có trên thẻ Ngôi làng.'
						}[s]
					]
				}))
			},
			{
				title: 'Địa điểm',
				entries: [
					{
						icon: castle,
						name: 'Biểu ngữ Lâu đài',
						text: ['Một thẻ Lâu đài (viền xanh xám). Các thẻ đếm “thẻ Lâu đài” sẽ đếm những thẻ này khi chúng ngửa.']
					},
					{
						icon: village,
						name: 'Biểu ngữ Ngôi làng',
						text: ['Một thẻ Ngôi làng (viền nâu). Các thẻ đếm “thẻ Ngôi làng” sẽ đếm những thẻ này khi chúng ngửa.']
					},
					{
						icon: messenger,
						name: 'Người Đưa Tin',
						text: [
							'Đứng cạnh hiển thị mà bạn lấy thẻ. Một thẻ có biểu tượng Người Đưa Tin (hình người nhỏ có mũi tên, góc trên bên phải) sẽ đưa nó sang hiển thị còn lại khi được mua ngửa.'
						]
					}
				]
			},
			{
				title: 'Vàng, chìa khóa, túi',
				entries: [
					{ icon: gold, name: 'Vàng', text: ['Dùng để mua thẻ. Vàng còn lại chỉ dùng để phân định khi hòa.'] },
					{
						icon: key,
						name: 'Chìa khóa',
						text: [
							'Dùng một chìa khóa mỗi lượt để di chuyển Người Đưa Tin hoặc làm mới hiển thị của nó. Mỗi chìa khóa đáng 1 điểm khi kết thúc.'
						]
					},
					{
						icon: purse,
						name: 'Túi',
						text: [
							'Thẻ có túi chứa vàng, tối đa bằng con số in trên đó (',
							purse,
							'2/5 = đang chứa 2, tối đa 5). Vàng trong túi ghi điểm cho thẻ và không thể tiêu.'
						]
					},
					{
						icon: { was: 4, price: 3 },
						name: 'Giảm giá',
						text: [
							'“−1 giá ',
							castle,
							'” nghĩa là từ giờ thẻ Lâu đài rẻ hơn 1 vàng với bạn. Giá bị gạch kèm một giá màu xanh bên cạnh là số vàng thẻ đó tốn của bạn.'
						]
					},
					{
						icon: facedown,
						name: 'Úp xuống',
						text: [`Lấy miễn phí, nhận ${FACE_DOWN}; không có khả năng, không khiên, không điểm.`]
					}
				]
			},
			{
				title: 'Vị trí',
				entries: [
					{
						icon: mask('111,000,000'),
						name: 'Một hàng',
						text: ['Ghi điểm nếu thẻ kết thúc ở hàng được đánh dấu.']
					},
					{
						icon: mask('100,100,100'),
						name: 'Một cột',
						text: ['Ghi điểm nếu thẻ kết thúc ở cột được đánh dấu.']
					},
					{
						icon: mask('101,000,101'),
						name: 'Các góc',
						text: ['Ghi điểm nếu thẻ kết thúc ở một trong bốn góc.']
					},
					{
						icon: mask('010,101,010'),
						name: 'Giữa các cạnh',
						text: ['Ghi điểm nếu thẻ kết thúc ở giữa một cạnh: không phải góc, cũng không phải ô trung tâm.']
					}
				]
			},
			{
				title: 'Từ ngữ trên thẻ',
				entries: [
					{
						icon: null,
						name: 'Trên hàng / trên cột',
						text: ['Ba thẻ thẳng hàng với thẻ này, kể cả chính nó. “Hàng + cột”: năm thẻ đó.']
					},
					{
						icon: null,
						name: 'Hàng xóm',
						text: [
							'Người chơi ngay trước hoặc ngay sau bạn theo thứ tự lượt. Bạn chọn khả năng sẽ đếm người nào; với hai người chơi, đó là đối thủ của bạn.'
						]
					},
					{ icon: null, name: 'Người khác', text: ['Tất cả những người chơi khác tại bàn.'] },
					{
						icon: null,
						name: 'Bộ',
						text: ['Mỗi loại khiên được liệt kê một chiếc; mỗi khiên chỉ thuộc về một bộ.']
					}
				]
			}
		]
	},
	card
};

export default content;
