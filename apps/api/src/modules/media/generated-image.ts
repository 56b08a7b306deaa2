import { createRandom, hashString, type TRandom } from '../../db/seed/prng.ts';

/**
 * Deterministic SVG illustrations for the demo data: the same kind and seed always give the same
 * picture, so the seeded providers have good-looking images with no network and no files on disk.
 * Only shapes, gradients and text drawn from [A-Z0-9] reach the output: no scripts, no links, no
 * external references.
 */
export const GENERATED_KINDS = ['profile', 'service', 'gallery'] as const;
export type TGeneratedKind = (typeof GENERATED_KINDS)[number];

/** The scenes a service or gallery picture can show; a seed starting with one of these names picks it. */
export const SCENE_THEMES = ['catering', 'music', 'photo', 'venue', 'decor', 'planning'] as const;
export type TSceneTheme = (typeof SCENE_THEMES)[number];

export const GENERATED_SEED_PATTERN = /^[a-z0-9][a-z0-9-]{0,99}$/;

export const generatedImageUrl = (kind: TGeneratedKind, seed: string) => `/api/media/generated/${kind}/${seed}.svg`;

type TPalette = { sky: [string, string]; accent: string; accent2: string; ink: string; light: string; floor: string };

const WARM_GRADIENTS: readonly [string, string][] = [
  ['#f6a04d', '#d9480f'], ['#f7b267', '#f25c54'], ['#ffb38a', '#c8553d'], ['#f4d35e', '#ee964b'], ['#e07a5f', '#8f2d56'],
  ['#f9c74f', '#f3722c'], ['#ffcad4', '#d1495b'], ['#e9c46a', '#e76f51'], ['#c9ada7', '#9a8c98'], ['#f28482', '#84a59d'],
];

const PALETTES: readonly TPalette[] = [
  { sky: ['#fde2c8', '#f7b98b'], accent: '#d1495b', accent2: '#edae49', ink: '#3d2c2e', light: '#fff8f0', floor: '#8c5e3c' },
  { sky: ['#d7ecf5', '#9cc5d9'], accent: '#00798c', accent2: '#edae49', ink: '#223843', light: '#ffffff', floor: '#5b7065' },
  { sky: ['#e8e1f5', '#b8a9d9'], accent: '#6a4c93', accent2: '#ffca3a', ink: '#2b2240', light: '#fbf8ff', floor: '#4a3f63' },
  { sky: ['#e3f2e1', '#a7c9a0'], accent: '#386641', accent2: '#f2a541', ink: '#1f3324', light: '#fbfff7', floor: '#6a994e' },
  { sky: ['#fff1d6', '#f5c16c'], accent: '#bc4b51', accent2: '#5b8e7d', ink: '#3b2f2f', light: '#fffdf7', floor: '#a26d3f' },
  { sky: ['#1b2a49', '#465881'], accent: '#ff9f1c', accent2: '#2ec4b6', ink: '#0b132b', light: '#fdfffc', floor: '#243b55' },
];
const NIGHT_PALETTES: readonly TPalette[] = [
  { sky: ['#0f172a', '#3b3b6d'], accent: '#f72585', accent2: '#4cc9f0', ink: '#050816', light: '#fefae0', floor: '#1e1b4b' },
  { sky: ['#1a1423', '#3d314a'], accent: '#ffb703', accent2: '#fb8500', ink: '#0d0a12', light: '#fff3d6', floor: '#2b2135' },
];

const r1 = (value: number) => Math.round(value * 10) / 10;
const attrs = (values: Record<string, string | number>) =>
  Object.entries(values)
    .map(([key, value]) => `${key}="${typeof value === 'number' ? r1(value) : value}"`)
    .join(' ');
const rect = (x: number, y: number, w: number, h: number, extra: Record<string, string | number>) => `<rect ${attrs({ x, y, width: w, height: h, ...extra })}/>`;
const circle = (cx: number, cy: number, r: number, extra: Record<string, string | number>) => `<circle ${attrs({ cx, cy, r, ...extra })}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, extra: Record<string, string | number>) => `<ellipse ${attrs({ cx, cy, rx, ry, ...extra })}/>`;
const path = (d: string, extra: Record<string, string | number>) => `<path ${attrs({ d, ...extra })}/>`;
const polygon = (points: [number, number][], extra: Record<string, string | number>) =>
  `<polygon ${attrs({ points: points.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' '), ...extra })}/>`;
const linear = (id: string, from: string, to: string, vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
const radial = (id: string, color: string) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="0.9"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;

const svg = (width: number, height: number, title: string, defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${title}">` +
  `<title>${title}</title><defs>${defs}</defs>${body}</svg>`;

const STOP_WORDS = new Set(['and', 'the', 'co', 'of', 'ltd', 'nz', 'limited']);
/** 'harbourside-catering-co' -> 'HC'; 'the-strand-styling-studio' -> 'SS'. */
export const initialsFromSeed = (seed: string): string => {
  const words = seed.split('-').filter((w) => w.length > 0 && !STOP_WORDS.has(w) && !/^\d+$/.test(w));
  const letters = (words.length > 0 ? words : seed.split('-')).slice(0, 2).map((w) => w[0]!.toUpperCase());
  const initials = letters.join('').replace(/[^A-Z0-9]/g, '');
  return initials || 'H';
};

const renderProfile = (seed: string, rng: TRandom) => {
  const [from, to] = rng.pick(WARM_GRADIENTS);
  const initials = initialsFromSeed(seed);
  const rings = Array.from({ length: 5 }, (_, i) =>
    circle(rng.int(0, 400), rng.int(0, 400), rng.int(40, 150), { fill: 'none', stroke: '#ffffff', 'stroke-opacity': 0.08 + i * 0.02, 'stroke-width': rng.int(6, 18) }),
  ).join('');
  // A koru-like curl in the corner, the monogram in the middle.
  const koru = path('M330 330 m-60 0 a60 60 0 1 1 60 60 a36 36 0 1 1 -36 -36 a18 18 0 1 1 18 18', { fill: 'none', stroke: '#ffffff', 'stroke-opacity': 0.22, 'stroke-width': 8, 'stroke-linecap': 'round' });
  const body =
    rect(0, 0, 400, 400, { fill: 'url(#bg)' }) + rings + koru +
    circle(200, 200, 128, { fill: '#ffffff', 'fill-opacity': 0.16 }) +
    circle(200, 200, 128, { fill: 'none', stroke: '#ffffff', 'stroke-opacity': 0.55, 'stroke-width': 4 }) +
    `<text x="200" y="200" dy="0.35em" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="${initials.length > 1 ? 112 : 136}" font-weight="700" fill="#ffffff" letter-spacing="4">${initials}</text>`;
  return svg(400, 400, `Monogram ${initials}`, linear('bg', from, to, false), body);
};

/** Strings of festoon lights between two points. */
const festoon = (x1: number, x2: number, y: number, sag: number, palette: TPalette, rng: TRandom) => {
  const bulbs: string[] = [];
  const count = 9;
  for (let i = 0; i <= count; i += 1) {
    const t = i / count;
    const x = x1 + (x2 - x1) * t;
    const by = y + sag * 4 * t * (1 - t);
    bulbs.push(circle(x, by + 10, 14, { fill: 'url(#glow)' }) + circle(x, by + 8, 5, { fill: rng.chance(0.2) ? palette.accent2 : palette.light }));
  }
  return path(`M${x1} ${y} Q${(x1 + x2) / 2} ${y + sag * 2} ${x2} ${y}`, { fill: 'none', stroke: palette.ink, 'stroke-opacity': 0.6, 'stroke-width': 2 }) + bulbs.join('');
};

const hills = (palette: TPalette, rng: TRandom, baseY: number) => {
  const far = `M0 ${baseY} C${rng.int(120, 220)} ${baseY - rng.int(60, 120)} ${rng.int(300, 420)} ${baseY - rng.int(20, 80)} ${rng.int(480, 560)} ${baseY - rng.int(70, 130)} S${rng.int(700, 760)} ${baseY - 40} 800 ${baseY - rng.int(50, 100)} L800 600 L0 600Z`;
  const near = `M0 ${baseY + 40} C${rng.int(160, 260)} ${baseY - rng.int(10, 40)} ${rng.int(420, 520)} ${baseY + rng.int(30, 60)} 800 ${baseY + rng.int(0, 30)} L800 600 L0 600Z`;
  return path(far, { fill: palette.floor, 'fill-opacity': 0.45 }) + path(near, { fill: palette.floor, 'fill-opacity': 0.8 });
};

const flower = (cx: number, cy: number, r: number, color: string, centre: string) => {
  const petals = Array.from({ length: 6 }, (_, i) => {
    const a = (i / 6) * Math.PI * 2;
    return ellipse(cx + Math.cos(a) * r * 0.9, cy + Math.sin(a) * r * 0.9, r * 0.75, r * 0.5, { fill: color, transform: `rotate(${r1((a * 180) / Math.PI)} ${r1(cx + Math.cos(a) * r * 0.9)} ${r1(cy + Math.sin(a) * r * 0.9)})` });
  }).join('');
  return petals + circle(cx, cy, r * 0.45, { fill: centre });
};

const sceneCatering = (p: TPalette, rng: TRandom) => {
  const plates = [180, 400, 620].map((x) =>
    ellipse(x, 452, 78, 26, { fill: p.light, stroke: p.ink, 'stroke-opacity': 0.15, 'stroke-width': 2 }) +
    ellipse(x, 450, 50, 16, { fill: rng.pick([p.accent, p.accent2, '#7fb069', '#e9c46a']), 'fill-opacity': 0.85 }) +
    rect(x - 100, 430, 6, 50, { rx: 3, fill: '#c0c0c0' }) + rect(x + 94, 430, 6, 50, { rx: 3, fill: '#c0c0c0' }),
  ).join('');
  const glasses = [290, 510].map((x) =>
    path(`M${x - 16} 330 L${x + 16} 330 L${x + 12} 372 Q${x} 384 ${x - 12} 372Z`, { fill: p.light, 'fill-opacity': 0.7, stroke: p.ink, 'stroke-opacity': 0.3, 'stroke-width': 2 }) +
    path(`M${x - 13} 350 L${x + 13} 350 L${x + 11} 370 Q${x} 380 ${x - 11} 370Z`, { fill: p.accent, 'fill-opacity': 0.75 }) +
    rect(x - 2, 380, 4, 40, { fill: p.light, 'fill-opacity': 0.8 }) + ellipse(x, 421, 16, 4, { fill: p.light, 'fill-opacity': 0.8 }),
  ).join('');
  const candles = [360, 440].map((x, i) =>
    rect(x - 8, 350 - i * 20, 16, 70 + i * 20, { rx: 3, fill: p.light }) + ellipse(x, 338 - i * 20, 7, 13, { fill: p.accent2 }) + circle(x, 338 - i * 20, 30, { fill: 'url(#glow)' }),
  ).join('');
  return (
    festoon(-20, 820, 60, 40, p, rng) +
    rect(0, 400, 800, 200, { fill: p.floor }) +
    path('M40 400 L760 400 L800 520 L0 520Z', { fill: p.light }) +
    path('M0 520 L800 520 L800 560 L0 560Z', { fill: p.accent, 'fill-opacity': 0.85 }) +
    candles + glasses + plates
  );
};

const sceneMusic = (p: TPalette, rng: TRandom) => {
  const beams = [120, 300, 500, 680].map((x) => {
    const spread = rng.int(90, 150);
    const target = x + rng.int(-120, 120);
    return polygon([[x - 10, 0], [x + 10, 0], [target + spread, 470], [target - spread, 470]], { fill: rng.pick([p.accent, p.accent2, p.light]), 'fill-opacity': 0.16 });
  }).join('');
  const speakers = [70, 670].map((x) =>
    rect(x, 300, 60, 170, { rx: 6, fill: p.ink }) + circle(x + 30, 350, 18, { fill: p.floor, stroke: p.light, 'stroke-opacity': 0.3, 'stroke-width': 3 }) +
    circle(x + 30, 420, 24, { fill: p.floor, stroke: p.light, 'stroke-opacity': 0.3, 'stroke-width': 3 }),
  ).join('');
  const notes = Array.from({ length: 5 }, () => {
    const x = rng.int(180, 620);
    const y = rng.int(90, 260);
    return ellipse(x, y, 11, 8, { fill: p.light, 'fill-opacity': 0.8, transform: `rotate(-20 ${x} ${y})` }) + rect(x + 8, y - 44, 3, 44, { fill: p.light, 'fill-opacity': 0.8 });
  }).join('');
  const crowd = Array.from({ length: 14 }, (_, i) => {
    const x = 30 + i * 57 + rng.int(-10, 10);
    const h = rng.int(0, 24);
    return circle(x, 520 - h, 20, { fill: p.ink }) + rect(x - 26, 536 - h, 52, 80, { rx: 22, fill: p.ink });
  }).join('');
  return (
    beams + rect(0, 470, 800, 130, { fill: p.floor }) + rect(0, 466, 800, 8, { fill: p.accent2, 'fill-opacity': 0.7 }) + speakers +
    rect(396, 300, 8, 170, { fill: '#9ca3af' }) + ellipse(400, 470, 40, 8, { fill: '#6b7280' }) + rect(386, 270, 28, 44, { rx: 14, fill: '#4b5563' }) +
    circle(400, 240, 120, { fill: 'url(#glow)' }) + notes + crowd
  );
};

const scenePhoto = (p: TPalette, rng: TRandom) => {
  const bokeh = Array.from({ length: 16 }, () =>
    circle(rng.int(0, 800), rng.int(0, 600), rng.int(14, 60), { fill: rng.pick([p.accent, p.accent2, p.light]), 'fill-opacity': 0.12 + rng.next() * 0.2 }),
  ).join('');
  return (
    bokeh +
    rect(210, 200, 380, 250, { rx: 34, fill: p.ink }) +
    rect(250, 168, 110, 50, { rx: 12, fill: p.ink }) +
    rect(480, 178, 70, 34, { rx: 8, fill: p.light, 'fill-opacity': 0.85 }) +
    rect(210, 250, 380, 30, { fill: p.accent, 'fill-opacity': 0.85 }) +
    circle(400, 330, 104, { fill: '#1f2937', stroke: '#9ca3af', 'stroke-width': 10 }) +
    circle(400, 330, 72, { fill: '#111827', stroke: p.accent2, 'stroke-width': 6 }) +
    circle(400, 330, 40, { fill: 'url(#lens)' }) +
    circle(378, 306, 12, { fill: '#ffffff', 'fill-opacity': 0.6 }) +
    circle(544, 238, 9, { fill: p.accent })
  );
};

const sceneVenue = (p: TPalette, rng: TRandom) => {
  const stripes = Array.from({ length: 6 }, (_, i) => {
    const x = 200 + i * 70;
    return polygon([[400, 150], [x, 380], [x + 35, 380]], { fill: p.accent, 'fill-opacity': 0.85 });
  }).join('');
  const trees = Array.from({ length: 4 }, (_, i) => {
    const x = i < 2 ? 40 + i * 80 + rng.int(0, 20) : 640 + (i - 2) * 80 + rng.int(0, 20);
    const h = rng.int(90, 140);
    return rect(x - 5, 420 - h / 3, 10, h / 3 + 10, { fill: p.ink, 'fill-opacity': 0.7 }) + ellipse(x, 420 - h / 2, 34, h / 2, { fill: p.floor });
  }).join('');
  return (
    circle(rng.int(560, 700), rng.int(90, 140), 46, { fill: p.accent2, 'fill-opacity': 0.85 }) +
    hills(p, rng, 360) + trees +
    polygon([[400, 150], [200, 380], [600, 380]], { fill: p.light }) + stripes +
    rect(200, 380, 400, 100, { fill: p.light }) +
    path('M200 380 Q233 410 266 380 Q300 410 333 380 Q366 410 400 380 Q433 410 466 380 Q500 410 533 380 Q566 410 600 380', { fill: p.accent, 'fill-opacity': 0.9 }) +
    rect(350, 400, 100, 80, { fill: p.ink, 'fill-opacity': 0.75 }) + rect(372, 420, 56, 60, { fill: p.accent2, 'fill-opacity': 0.6 }) +
    rect(396, 126, 8, 30, { fill: p.ink }) + polygon([[404, 126], [440, 136], [404, 146]], { fill: p.accent2 }) +
    festoon(200, 600, 380, 20, p, rng) + rect(0, 480, 800, 120, { fill: p.floor, 'fill-opacity': 0.9 })
  );
};

const sceneDecor = (p: TPalette, rng: TRandom) => {
  const stems: string[] = [];
  const blooms: string[] = [];
  for (let i = 0; i < 9; i += 1) {
    const x = 400 + rng.int(-170, 170);
    const y = rng.int(120, 300);
    stems.push(path(`M400 400 Q${(400 + x) / 2 + rng.int(-30, 30)} ${(400 + y) / 2} ${x} ${y}`, { fill: 'none', stroke: '#4d7c0f', 'stroke-width': 5 }));
    stems.push(ellipse((400 + x) / 2, (400 + y) / 2 + 10, 18, 8, { fill: '#65a30d', transform: `rotate(${rng.int(-50, 50)} ${(400 + x) / 2} ${(400 + y) / 2 + 10})` }));
    blooms.push(flower(x, y, rng.int(22, 38), rng.pick([p.accent, p.accent2, '#f9a8d4', '#fde68a', p.light]), rng.pick([p.ink, '#f59e0b', '#7c2d12'])));
  }
  const petalsOnTable = Array.from({ length: 8 }, () => ellipse(rng.int(100, 700), rng.int(510, 560), 8, 4, { fill: p.accent, 'fill-opacity': 0.7 })).join('');
  return (
    circle(400, 260, 260, { fill: 'url(#glow)' }) +
    rect(0, 490, 800, 110, { fill: p.floor }) + stems.join('') + blooms.join('') +
    path('M330 380 L470 380 L450 500 Q400 520 350 500Z', { fill: p.light, stroke: p.ink, 'stroke-opacity': 0.25, 'stroke-width': 3 }) +
    rect(330, 372, 140, 16, { rx: 8, fill: p.accent2 }) + petalsOnTable
  );
};

const scenePlanning = (p: TPalette, rng: TRandom) => {
  const rows = Array.from({ length: 4 }, (_, i) => {
    const y = 250 + i * 58;
    const isDone = i < 3 && rng.chance(0.8);
    return (
      rect(290, y - 18, 30, 30, { rx: 6, fill: p.light, stroke: p.ink, 'stroke-width': 3 }) +
      (isDone ? path(`M295 ${y - 2} L303 ${y + 6} L316 ${y - 12}`, { fill: 'none', stroke: p.accent, 'stroke-width': 5, 'stroke-linecap': 'round' }) : '') +
      rect(336, y - 10, rng.int(140, 200), 12, { rx: 6, fill: p.ink, 'fill-opacity': 0.25 })
    );
  }).join('');
  const days = Array.from({ length: 12 }, (_, i) =>
    rect(575 + (i % 4) * 36, 262 + Math.floor(i / 4) * 36, 28, 28, { rx: 4, fill: i === 6 ? p.accent : p.light, 'fill-opacity': i === 6 ? 1 : 0.7 }),
  ).join('');
  return (
    rect(0, 470, 800, 130, { fill: p.floor }) +
    rect(250, 150, 300, 360, { rx: 18, fill: p.light, stroke: p.ink, 'stroke-opacity': 0.2, 'stroke-width': 4 }) +
    rect(340, 130, 120, 44, { rx: 12, fill: p.accent2 }) +
    rect(280, 196, 200, 18, { rx: 9, fill: p.accent, 'fill-opacity': 0.8 }) + rows +
    rect(560, 220, 170, 160, { rx: 14, fill: p.ink, 'fill-opacity': 0.85 }) + rect(560, 220, 170, 32, { rx: 14, fill: p.accent }) + days +
    path('M120 420 L200 300 L214 310 L134 430Z', { fill: p.accent2 }) + polygon([[120, 420], [134, 430], [112, 446]], { fill: p.ink }) +
    circle(160, 200, 56, { fill: p.light, stroke: p.ink, 'stroke-width': 5 }) + path('M160 200 L160 166 M160 200 L184 212', { stroke: p.ink, 'stroke-width': 5, 'stroke-linecap': 'round' })
  );
};

const SCENES: Record<TSceneTheme, (palette: TPalette, rng: TRandom) => string> = {
  catering: sceneCatering, music: sceneMusic, photo: scenePhoto, venue: sceneVenue, decor: sceneDecor, planning: scenePlanning,
};

const THEME_TITLES: Record<TSceneTheme, string> = {
  catering: 'A dressed dinner table', music: 'A stage with lights', photo: 'A camera', venue: 'A marquee in the hills', decor: 'Flowers in a vase', planning: 'A planning checklist',
};

export const themeFromSeed = (seed: string, rng: TRandom): TSceneTheme => {
  const first = seed.split('-')[0] as TSceneTheme;
  return SCENE_THEMES.includes(first) ? first : rng.pick(SCENE_THEMES);
};

const renderScene = (kind: 'service' | 'gallery', seed: string, rng: TRandom) => {
  const theme = themeFromSeed(seed, rng);
  const palette = kind === 'gallery' && rng.chance(0.35) ? rng.pick(NIGHT_PALETTES) : rng.pick(PALETTES);
  const defs =
    linear('sky', palette.sky[0], palette.sky[1]) + radial('glow', palette.light) +
    `<radialGradient id="lens" cx="0.4" cy="0.35"><stop offset="0" stop-color="${palette.accent2}"/><stop offset="0.6" stop-color="#1e3a8a"/><stop offset="1" stop-color="#0b1026"/></radialGradient>`;
  const frame = kind === 'gallery' ? rect(12, 12, 776, 576, { fill: 'none', stroke: palette.light, 'stroke-opacity': 0.5, 'stroke-width': 4, rx: 10 }) : '';
  const body = rect(0, 0, 800, 600, { fill: 'url(#sky)' }) + SCENES[theme](palette, rng) + frame;
  return svg(800, 600, THEME_TITLES[theme], defs, body);
};

/** The SVG document for one kind and seed (the seed must match GENERATED_SEED_PATTERN). */
export const renderGeneratedImage = (options: { kind: TGeneratedKind; seed: string }): string => {
  if (!GENERATED_SEED_PATTERN.test(options.seed)) throw new Error(`invalid image seed "${options.seed}"`);
  const rng = createRandom(hashString(`${options.kind}:${options.seed}`));
  return options.kind === 'profile' ? renderProfile(options.seed, rng) : renderScene(options.kind, options.seed, rng);
};
