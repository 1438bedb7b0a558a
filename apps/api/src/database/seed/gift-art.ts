/**
 * The demo gifts' drawings: flat stickers on a 256 × 256 view box with a transparent background, a
 * white outline and a soft shadow (like an emoji sticker).
 */

// The outline grows the shape by blurring its alpha and steepening it again: librsvg's feMorphology
// takes ten times as long.
const STICKER = `<filter id="sticker" x="-20%" y="-20%" width="140%" height="140%">
  <feGaussianBlur in="SourceAlpha" stdDeviation="5"/>
  <feComponentTransfer result="grown"><feFuncA type="linear" slope="20" intercept="-0.5"/></feComponentTransfer>
  <feGaussianBlur in="grown" stdDeviation="4" result="soft"/>
  <feOffset in="soft" dy="4" result="dropped"/>
  <feFlood flood-color="#1a1a2e" flood-opacity="0.22"/>
  <feComposite in2="dropped" operator="in" result="shadow"/>
  <feFlood flood-color="#ffffff"/>
  <feComposite in2="grown" operator="in" result="outline"/>
  <feMerge><feMergeNode in="shadow"/><feMergeNode in="outline"/><feMergeNode in="SourceGraphic"/></feMerge>
</filter>`;

// drawn on the whole view box, then shrunk so that the outline and the shadow fit
const sticker = (drawing: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256"><defs>${STICKER}</defs><g filter="url(#sticker)"><g transform="translate(128 128) scale(0.86) translate(-128 -128)">${drawing}</g></g></svg>`;

const HEART =
  'M128 226C60 180 22 140 22 92 22 56 48 30 80 30c22 0 38 12 48 28 10-16 26-28 48-28 32 0 58 26 58 62 0 48-38 88-106 134Z';

/** A four-pointed twinkle centred on (x, y). */
const twinkle = (x: number, y: number, r: number, fill = '#ffe066') =>
  `<path d="M${x} ${y - r}Q${x + r * 0.18} ${y - r * 0.18} ${x + r} ${y}Q${x + r * 0.18} ${y + r * 0.18} ${x} ${y + r}Q${x - r * 0.18} ${y + r * 0.18} ${x - r} ${y}Q${x - r * 0.18} ${y - r * 0.18} ${x} ${y - r}Z" fill="${fill}"/>`;

/** A five-petalled flower centred on (x, y). */
const flower = (x: number, y: number, r: number, petal: string, edge: string, heart: string) => {
  const petals = Array.from({ length: 5 }, (_, i) => {
    const angle = (i * 2 * Math.PI) / 5 - Math.PI / 2;
    return `<circle cx="${(x + Math.cos(angle) * r * 0.62).toFixed(1)}" cy="${(y + Math.sin(angle) * r * 0.62).toFixed(1)}" r="${(r * 0.5).toFixed(1)}" fill="${petal}" stroke="${edge}" stroke-width="3"/>`;
  }).join('');
  return `${petals}<circle cx="${x}" cy="${y}" r="${(r * 0.34).toFixed(1)}" fill="${heart}"/>`;
};

const rose = sticker(`
  <path d="M128 146C126 178 122 206 118 234" stroke="#2b8a3e" stroke-width="10" stroke-linecap="round" fill="none"/>
  <path d="M124 196C104 168 72 170 58 184 78 204 108 206 124 196Z" fill="#40c057"/>
  <path d="M124 196C104 186 84 184 66 186" stroke="#2b8a3e" stroke-width="3" fill="none"/>
  <path d="M122 214C142 186 176 186 190 200 170 220 138 222 122 214Z" fill="#51cf66"/>
  <path d="M96 144 128 132 160 144 140 158H116Z" fill="#2f9e44"/>
  <circle cx="128" cy="86" r="58" fill="#c92a2a"/>
  <path d="M70 84C66 134 98 156 128 156 104 138 84 114 70 84Z" fill="#e03131"/>
  <path d="M186 84C190 134 158 156 128 156 152 138 172 114 186 84Z" fill="#e03131"/>
  <path d="M78 96C96 148 160 148 178 96 164 118 146 128 128 128S92 118 78 96Z" fill="#fa5252"/>
  <circle cx="128" cy="80" r="32" fill="#e03131"/>
  <path d="M128 98C114 98 106 88 108 76S124 60 134 66 140 84 130 86 120 78 126 74" stroke="#a51111" stroke-width="6" stroke-linecap="round" fill="none"/>
  <ellipse cx="96" cy="62" rx="10" ry="16" transform="rotate(30 96 62)" fill="#ffffff" opacity="0.35"/>`);

const chocolates = sticker(`
  <path d="${HEART}" fill="#c2255c"/>
  <path d="${HEART}" transform="translate(128 124) scale(0.8) translate(-128 -124)" fill="#5c1a33"/>
  ${[
    [84, 86],
    [128, 104],
    [172, 86],
    [104, 146],
    [152, 146],
    [128, 186],
  ]
    .map(
      ([x, y], i) =>
        `<circle cx="${x}" cy="${y}" r="21" fill="#f59f00"/><circle cx="${x}" cy="${y}" r="17" fill="${i % 2 ? '#6b3a1e' : '#8b4d2a'}"/>` +
        (i % 3 === 0
          ? `<path d="M${x - 10} ${y - 2}q5-6 10 0t10 0" stroke="#fff4e6" stroke-width="3" fill="none" stroke-linecap="round"/>`
          : `<circle cx="${x - 6}" cy="${y - 6}" r="4" fill="#ffffff" opacity="0.35"/>`),
    )
    .join('')}
  <path d="M128 40 98 20C88 16 84 34 94 40L128 48 162 40C172 34 168 16 158 20Z" fill="#fcc419"/>
  <circle cx="128" cy="44" r="9" fill="#f08c00"/>`);

const teddy = sticker(`
  <circle cx="76" cy="56" r="27" fill="#9c5f2f"/><circle cx="76" cy="56" r="14" fill="#e0a872"/>
  <circle cx="180" cy="56" r="27" fill="#9c5f2f"/><circle cx="180" cy="56" r="14" fill="#e0a872"/>
  <ellipse cx="128" cy="194" rx="60" ry="46" fill="#9c5f2f"/>
  <ellipse cx="128" cy="200" rx="36" ry="30" fill="#e0a872"/>
  <ellipse cx="72" cy="182" rx="17" ry="28" transform="rotate(35 72 182)" fill="#8a5128"/>
  <ellipse cx="184" cy="182" rx="17" ry="28" transform="rotate(-35 184 182)" fill="#8a5128"/>
  <circle cx="88" cy="232" r="20" fill="#8a5128"/><circle cx="88" cy="232" r="10" fill="#e0a872"/>
  <circle cx="168" cy="232" r="20" fill="#8a5128"/><circle cx="168" cy="232" r="10" fill="#e0a872"/>
  <circle cx="128" cy="100" r="60" fill="#b06a35"/>
  <ellipse cx="128" cy="124" rx="28" ry="22" fill="#f0c89a"/>
  <ellipse cx="128" cy="112" rx="11" ry="8" fill="#3b2314"/>
  <path d="M128 120v8M116 130q12 10 24 0" stroke="#3b2314" stroke-width="4" stroke-linecap="round" fill="none"/>
  <circle cx="104" cy="90" r="7" fill="#3b2314"/><circle cx="106" cy="88" r="2.5" fill="#ffffff"/>
  <circle cx="152" cy="90" r="7" fill="#3b2314"/><circle cx="154" cy="88" r="2.5" fill="#ffffff"/>
  <ellipse cx="90" cy="114" rx="9" ry="6" fill="#f783ac" opacity="0.7"/>
  <ellipse cx="166" cy="114" rx="9" ry="6" fill="#f783ac" opacity="0.7"/>
  <path d="${HEART}" transform="translate(128 196) scale(0.3) translate(-128 -128)" fill="#e03131"/>`);

const flute = (angle: number, x: number) => `<g transform="rotate(${angle} ${x} 232)">
    <path d="M${x - 24} 40H${x + 24}L${x + 20} 128Q${x} 152 ${x - 20} 128Z" fill="#e7f5ff"/>
    <path d="M${x - 22} 70H${x + 22}L${x + 20} 126Q${x} 146 ${x - 20} 126Z" fill="#fcc419"/>
    <path d="M${x - 22} 70H${x + 22}L${x + 21.5} 80H${x - 21.5}Z" fill="#fff9db"/>
    <circle cx="${x - 6}" cy="100" r="4" fill="#fff9db"/><circle cx="${x + 8}" cy="112" r="3" fill="#fff9db"/>
    <circle cx="${x + 2}" cy="90" r="2.5" fill="#fff9db"/>
    <rect x="${x - 4}" y="140" width="8" height="84" rx="4" fill="#d0ebff"/>
    <ellipse cx="${x}" cy="228" rx="30" ry="9" fill="#d0ebff"/>
    <path d="M${x - 16} 48V118" stroke="#ffffff" stroke-width="5" stroke-linecap="round" opacity="0.8"/>
  </g>`;

const champagne = sticker(`
  ${flute(-16, 92)}${flute(16, 164)}
  ${twinkle(128, 34, 20)}${twinkle(100, 16, 9, '#ffd43b')}${twinkle(158, 18, 11, '#ffd43b')}`);

const heart = sticker(`
  <path d="${HEART}" fill="#f03e3e"/>
  <path d="M128 226C60 180 22 140 22 92c0-8 1-16 4-23 8 52 48 94 102 130 54-36 94-78 102-130 3 7 4 15 4 23 0 48-38 88-106 134Z" fill="#c92a2a"/>
  <path d="M56 76c4-18 18-28 34-26" stroke="#ffffff" stroke-width="12" stroke-linecap="round" fill="none" opacity="0.55"/>
  <circle cx="52" cy="100" r="6" fill="#ffffff" opacity="0.55"/>
  ${twinkle(206, 40, 16, '#ffe3e3')}`);

const ring = sticker(`
  <circle cx="128" cy="160" r="66" stroke="#e8a300" stroke-width="22" fill="none"/>
  <path d="M70 190A66 66 0 0 0 186 190" stroke="#c77c02" stroke-width="10" fill="none" stroke-linecap="round"/>
  <path d="M78 128A60 60 0 0 1 110 100" stroke="#ffe066" stroke-width="6" fill="none" stroke-linecap="round"/>
  <path d="M108 100 118 84H138L148 100Z" fill="#f59f00"/>
  <path d="M96 34H160L184 60 128 112 72 60Z" fill="#74c0fc"/>
  <path d="M72 60H184L128 112Z" fill="#4dabf7"/>
  <path d="M96 34 112 60 128 34 144 60 160 34Z" fill="#d0ebff"/>
  <path d="M112 60 128 112 144 60Z" fill="#a5d8ff"/>
  <path d="M96 34 72 60H112Z" fill="#a5d8ff"/>
  ${twinkle(196, 36, 16, '#a5d8ff')}${twinkle(58, 30, 10, '#d0ebff')}`);

const cocktail = sticker(`
  <path d="M150 130 182 22" stroke="#4dabf7" stroke-width="8" stroke-linecap="round"/>
  <path d="M48 62H208L128 150Z" fill="#e7f5ff"/>
  <path d="M62 76H194L128 142Z" fill="#f06595"/>
  <path d="M62 76H194L188 83H68Z" fill="#faa2c1"/>
  <rect x="123" y="144" width="10" height="70" rx="5" fill="#d0ebff"/>
  <ellipse cx="128" cy="218" rx="44" ry="11" fill="#d0ebff"/>
  <circle cx="196" cy="70" r="28" fill="#fab005"/><circle cx="196" cy="70" r="22" fill="#ffe066"/>
  <path d="M196 48V92M174 70H218M181 55 211 85M211 55 181 85" stroke="#fab005" stroke-width="3"/>
  <path d="M100 104 84 44" stroke="#868e96" stroke-width="4" stroke-linecap="round"/>
  <circle cx="100" cy="104" r="14" fill="#e03131"/><circle cx="95" cy="99" r="4" fill="#ffffff" opacity="0.5"/>
  <path d="M70 70 88 70" stroke="#ffffff" stroke-width="5" stroke-linecap="round" opacity="0.8"/>`);

const bouquet = sticker(`
  <ellipse cx="84" cy="118" rx="14" ry="30" transform="rotate(-40 84 118)" fill="#40c057"/>
  <ellipse cx="174" cy="118" rx="14" ry="30" transform="rotate(40 174 118)" fill="#40c057"/>
  <ellipse cx="128" cy="40" rx="12" ry="26" fill="#51cf66"/>
  ${flower(86, 84, 44, '#f783ac', '#e64980', '#ffd43b')}
  ${flower(170, 84, 44, '#b197fc', '#7950f2', '#ffd43b')}
  ${flower(128, 64, 46, '#ff8787', '#f03e3e', '#fff3bf')}
  ${flower(128, 112, 40, '#ffd43b', '#f59f00', '#f08c00')}
  <path d="M60 124H196L138 236H118Z" fill="#ffe8cc"/>
  <path d="M60 124H128L124 236H118Z" fill="#ffd8a8"/>
  <path d="M104 170Q86 150 80 168T104 180ZM152 170Q170 150 176 168T152 180Z" fill="#e64980"/>
  <path d="M120 176 100 210M136 176 156 210" stroke="#e64980" stroke-width="7" stroke-linecap="round"/>
  <circle cx="128" cy="174" r="11" fill="#c2255c"/>`);

/** The drawing of each demo gift, by slug. */
export const GIFT_ART: Record<string, string> = {
  rose,
  chocolates,
  teddy,
  champagne,
  heart,
  ring,
  cocktail,
  bouquet,
};
