import { Festoon } from './festoon.tsx';
import { Person } from './person.tsx';

export type TServiceArtKind = 'catering' | 'music' | 'photo' | 'venue' | 'decor' | 'staff' | 'other';

const TINT: Record<TServiceArtKind, string> = {
  catering: '#fdecd8',
  music: '#e6e3f7',
  photo: '#dcefee',
  venue: '#e4f0da',
  decor: '#fbe3e6',
  staff: '#e0e9f5',
  other: '#f3ede2',
};

/** A small illustrated vignette for one service category card. */
export function ServiceArt({ kind, className }: { kind: TServiceArtKind; className?: string }) {
  return (
    <svg viewBox="0 0 240 140" className={className} aria-hidden="true" focusable="false">
      <rect width="240" height="140" fill={TINT[kind]} />
      {kind === 'catering' ? <Catering /> : null}
      {kind === 'music' ? <Music /> : null}
      {kind === 'photo' ? <Photo /> : null}
      {kind === 'venue' ? <Venue /> : null}
      {kind === 'decor' ? <Decor /> : null}
      {kind === 'staff' ? <Staff /> : null}
      {kind === 'other' ? <Other /> : null}
    </svg>
  );
}

function Catering() {
  return (
    <g>
      <ellipse cx="120" cy="112" rx="104" ry="20" fill="#f6d7b5" />
      {/* grazing board */}
      <rect x="20" y="88" width="70" height="22" rx="8" fill="#b7793f" />
      <circle cx="36" cy="94" r="6" fill="#facc15" />
      <circle cx="50" cy="96" r="5" fill="#7c2d12" />
      <circle cx="62" cy="93" r="5" fill="#65a30d" />
      <circle cx="74" cy="97" r="5" fill="#dc2626" />
      <path d="M28 102 h50" stroke="#fde68a" strokeWidth="3" strokeLinecap="round" />
      {/* plate and cutlery */}
      <path d="M96 78 v36 M100 78 v12 q-4 6 -8 0 v-12" stroke="#64748b" strokeWidth="2.5" strokeLinecap="round" fill="none" />
      <circle cx="130" cy="98" r="24" fill="#ffffff" stroke="#e2d6c6" strokeWidth="2" />
      <circle cx="130" cy="98" r="15" fill="#fff7ed" />
      <path d="M122 98 q8 -10 16 0 q-8 6 -16 0z" fill="#ea580c" />
      <circle cx="126" cy="92" r="3" fill="#65a30d" />
      <path d="M162 76 v38" stroke="#64748b" strokeWidth="2.5" strokeLinecap="round" />
      <path d="M162 76 q6 8 0 18" fill="#94a3b8" />
      {/* wine glass */}
      <path d="M190 64 h22 q0 22 -11 24 q-11 -2 -11 -24z" fill="#ffffff" stroke="#cbd5e1" strokeWidth="2" />
      <path d="M192 76 h18 q-2 10 -9 11 q-7 -1 -9 -11z" fill="#9f1239" />
      <path d="M201 88 v20 M192 110 h18" stroke="#cbd5e1" strokeWidth="2.5" strokeLinecap="round" />
      {/* steam */}
      <g stroke="#e7b68a" strokeWidth="2" fill="none" strokeLinecap="round">
        <path d="M124 66 q-4 -6 0 -12 q4 -6 0 -12" />
        <path d="M136 66 q-4 -6 0 -12 q4 -6 0 -12" />
      </g>
    </g>
  );
}

function Music() {
  return (
    <g>
      <rect x="0" y="108" width="240" height="32" fill="#3b3363" />
      <path d="M0 108 h240" stroke="#5b4f94" strokeWidth="3" />
      <g fill="#fef3c7" opacity="0.7">
        <path d="M40 0 L62 0 L100 108 L20 108 Z" opacity="0.35" />
        <path d="M170 0 L192 0 L226 108 L150 108 Z" opacity="0.35" />
      </g>
      {/* drum kit */}
      <ellipse cx="184" cy="96" rx="22" ry="18" fill="#c2573a" />
      <ellipse cx="184" cy="96" rx="14" ry="11" fill="#fef3c7" />
      <rect x="204" y="72" width="18" height="14" rx="3" fill="#c2573a" />
      <path d="M210 60 h24" stroke="#d4a017" strokeWidth="3" strokeLinecap="round" />
      <path d="M222 60 v40" stroke="#64748b" strokeWidth="2" />
      {/* guitarist */}
      <Person x={96} y={108} skin="#8d5524" shirt="#1e293b" hair="#1f1410" scale={1.5} hairStyle="long" />
      <g transform="rotate(-28 96 92)">
        <ellipse cx="88" cy="96" rx="13" ry="10" fill="#b45309" />
        <ellipse cx="100" cy="96" rx="10" ry="8" fill="#b45309" />
        <circle cx="94" cy="96" r="3.5" fill="#3b1d0a" />
        <rect x="108" y="94" width="40" height="4" rx="1.5" fill="#78350f" />
      </g>
      {/* mic stand */}
      <path d="M46 108 V58" stroke="#94a3b8" strokeWidth="3" />
      <rect x="41" y="48" width="10" height="14" rx="5" fill="#334155" />
      {/* notes */}
      <g fill="#5b4f94">
        <path d="M140 30 v18 a5 4 0 1 1 -3 -3.5 v-18 l14 -4 v5 z" />
        <path d="M20 30 v14 a4.5 3.5 0 1 1 -3 -3 v-14 z" />
      </g>
    </g>
  );
}

function Photo() {
  return (
    <g>
      {/* polaroid */}
      <g transform="rotate(-8 70 74)">
        <rect x="30" y="30" width="78" height="90" rx="4" fill="#ffffff" stroke="#d6d3d1" />
        <rect x="38" y="38" width="62" height="58" fill="#9ccfe0" />
        <path d="M38 86 L56 64 L66 74 L80 58 L100 80 V96 H38 Z" fill="#5a9446" />
        <path d="M56 64 l-5 6 h10 z M80 58 l-6 7 h12 z" fill="#ffffff" />
        <circle cx="88" cy="48" r="6" fill="#fcd34d" />
      </g>
      {/* camera */}
      <rect x="112" y="52" width="104" height="66" rx="12" fill="#1f2937" />
      <rect x="130" y="42" width="30" height="14" rx="4" fill="#1f2937" />
      <rect x="112" y="64" width="104" height="8" fill="#374151" />
      <circle cx="168" cy="86" r="24" fill="#4b5563" />
      <circle cx="168" cy="86" r="17" fill="#0f172a" />
      <circle cx="168" cy="86" r="10" fill="#1e3a5f" />
      <circle cx="162" cy="80" r="4" fill="#bae6fd" opacity="0.8" />
      <rect x="196" y="58" width="12" height="6" rx="2" fill="#fcd34d" />
      <circle cx="124" cy="58" r="3" fill="#ef4444" />
    </g>
  );
}

function Venue() {
  return (
    <g>
      <rect width="240" height="80" fill="#dcecf2" />
      <path d="M0 78 C50 56 90 62 130 70 C170 78 210 58 240 64 V140 H0 Z" fill="#8dbb6a" />
      {/* vineyard rows */}
      <g stroke="#4d7c0f" strokeWidth="4" strokeLinecap="round">
        <path d="M10 120 L60 96" />
        <path d="M10 134 L74 102" />
        <path d="M30 140 L88 110" />
      </g>
      {/* woolshed */}
      <path d="M110 66 L160 36 L210 66 Z" fill="#9f2d20" />
      <rect x="118" y="66" width="84" height="54" fill="#c2412d" />
      <path d="M118 66 h84" stroke="#7f1d1d" strokeWidth="3" />
      <rect x="146" y="82" width="28" height="38" fill="#fde68a" />
      <path d="M160 82 v38" stroke="#c2412d" strokeWidth="2" />
      <rect x="126" y="76" width="12" height="12" fill="#fef3c7" />
      <rect x="182" y="76" width="12" height="12" fill="#fef3c7" />
      <circle cx="160" cy="54" r="5" fill="#fef3c7" />
      {/* cabbage tree */}
      <path d="M224 120 V86" stroke="#6b4226" strokeWidth="3" />
      <g stroke="#3f6212" strokeWidth="2" strokeLinecap="round">
        <path d="M224 86 l-10 -10 M224 86 l10 -10 M224 86 l0 -14 M224 86 l-13 -3 M224 86 l13 -3" />
      </g>
      <circle cx="40" cy="30" r="12" fill="#fcd34d" />
    </g>
  );
}

function Decor() {
  return (
    <g>
      <Festoon from={[-4, 16]} to={[244, 22]} sag={12} bulbs={9} bulbRadius={3.4} />
      <rect x="0" y="112" width="240" height="28" fill="#f3c9cf" />
      {/* vase with flowers */}
      <path d="M100 112 q-8 -22 6 -36 h28 q14 14 6 36 z" fill="#f8fafc" stroke="#e2cfd2" strokeWidth="2" />
      <g stroke="#4d7c0f" strokeWidth="2.5" fill="none" strokeLinecap="round">
        <path d="M120 76 q-4 -20 -22 -30" />
        <path d="M120 76 q0 -24 4 -40" />
        <path d="M120 76 q8 -18 26 -26" />
        <path d="M114 78 q-12 -6 -24 -4" />
      </g>
      <g>
        <circle cx="98" cy="44" r="10" fill="#f472b6" />
        <circle cx="98" cy="44" r="4" fill="#fde68a" />
        <circle cx="124" cy="34" r="11" fill="#e11d48" />
        <circle cx="124" cy="34" r="4" fill="#fde68a" />
        <circle cx="148" cy="48" r="10" fill="#fb923c" />
        <circle cx="148" cy="48" r="4" fill="#fef3c7" />
        <circle cx="88" cy="72" r="7" fill="#fbcfe8" />
      </g>
      {/* candles */}
      <rect x="170" y="86" width="12" height="26" rx="2" fill="#fffbeb" />
      <path d="M176 84 q-4 -6 0 -12 q4 6 0 12z" fill="#f59e0b" />
      <rect x="188" y="94" width="12" height="18" rx="2" fill="#fffbeb" />
      <path d="M194 92 q-4 -6 0 -12 q4 6 0 12z" fill="#f59e0b" />
      <rect x="44" y="92" width="34" height="20" rx="3" fill="#ffffff" stroke="#e2cfd2" />
      <path d="M50 102 h22" stroke="#be123c" strokeWidth="2" strokeLinecap="round" />
    </g>
  );
}

function Staff() {
  return (
    <g>
      <rect x="0" y="118" width="240" height="22" fill="#c9d8ec" />
      {/* clipboard */}
      <rect x="26" y="30" width="70" height="92" rx="6" fill="#b7793f" />
      <rect x="33" y="40" width="56" height="76" rx="3" fill="#ffffff" />
      <rect x="48" y="26" width="26" height="10" rx="3" fill="#475569" />
      <g strokeLinecap="round" strokeWidth="2.5">
        <path d="M40 56 l4 4 l7 -8" stroke="#16a34a" fill="none" />
        <path d="M56 56 h26" stroke="#cbd5e1" />
        <path d="M40 74 l4 4 l7 -8" stroke="#16a34a" fill="none" />
        <path d="M56 74 h26" stroke="#cbd5e1" />
        <rect x="40" y="88" width="10" height="10" rx="2" stroke="#94a3b8" fill="none" strokeWidth="2" />
        <path d="M56 94 h22" stroke="#cbd5e1" />
      </g>
      {/* coordinator with headset and a server with a tray */}
      <Person x={140} y={120} skin="#c68642" shirt="#1e3a5f" hair="#1f1410" scale={1.7} hairStyle="bun" />
      <path d="M126 61 q14 -22 28 0" stroke="#0f172a" strokeWidth="3" fill="none" />
      <path d="M127 63 q0 10 8 12" stroke="#0f172a" strokeWidth="2" fill="none" />
      <Person x={200} y={120} skin="#f1c27d" shirt="#1f7168" hair="#5b3a1e" scale={1.45} />
      <path d="M214 82 h24" stroke="#94a3b8" strokeWidth="3" strokeLinecap="round" />
      <path d="M218 82 v-6 M226 82 v-8 M233 82 v-6" stroke="#cbd5e1" strokeWidth="3" strokeLinecap="round" />
    </g>
  );
}

function Other() {
  return (
    <g>
      <g fill="#c2573a">
        <rect x="40" y="30" width="8" height="8" transform="rotate(20 44 34)" />
        <rect x="180" y="24" width="8" height="8" transform="rotate(-20 184 28)" />
      </g>
      <g fill="#1f7168">
        <circle cx="80" cy="20" r="4" />
        <circle cx="200" cy="70" r="4" />
      </g>
      <g fill="#e99a1f">
        <circle cx="30" cy="90" r="4" />
        <circle cx="150" cy="18" r="4" />
      </g>
      <circle cx="120" cy="80" r="36" fill="#ffffff" />
      <path d="M102 96 l18 -38 l18 38 z" fill="#c2573a" />
      <path d="M110 80 h20 M106 88 h28" stroke="#fde68a" strokeWidth="3" />
    </g>
  );
}
