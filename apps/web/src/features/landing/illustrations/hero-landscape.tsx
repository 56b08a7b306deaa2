import { Festoon } from './festoon.tsx';
import { Person } from './person.tsx';

/**
 * The hero scene: a marquee on a green hill under the Southern Alps at golden hour,
 * a pōhutukawa in bloom, festoon lights and guests gathering at a long table.
 */
export function HeroLandscape({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 600 460" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fbd3b0" />
          <stop offset="0.55" stopColor="#fde8cf" />
          <stop offset="1" stopColor="#fff6ea" />
        </linearGradient>
        <linearGradient id="hero-lake" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#8ec5de" />
          <stop offset="1" stopColor="#5fa8c9" />
        </linearGradient>
        <linearGradient id="hero-glow" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff3c4" />
          <stop offset="1" stopColor="#fcd48a" />
        </linearGradient>
        <clipPath id="hero-frame">
          <rect width="600" height="460" rx="28" />
        </clipPath>
      </defs>
      <g clipPath="url(#hero-frame)">
        <rect width="600" height="460" fill="url(#hero-sky)" />
        {/* sun */}
        <circle cx="440" cy="168" r="74" fill="#fdba74" opacity="0.35" />
        <circle cx="440" cy="168" r="46" fill="#fb923c" opacity="0.55" />
        {/* clouds */}
        <g fill="#ffffff" opacity="0.8">
          <path d="M70 92 a16 16 0 0 1 30 -6 a12 12 0 0 1 22 8 h-52 z" />
          <path d="M300 64 a14 14 0 0 1 26 -4 a10 10 0 0 1 18 6 h-44 z" />
        </g>
        {/* birds */}
        <g fill="none" stroke="#5b4636" strokeWidth="2" strokeLinecap="round">
          <path d="M352 112 q7 -7 14 0 q7 -7 14 0" />
          <path d="M392 96 q5 -5 10 0 q5 -5 10 0" />
        </g>
        {/* Southern Alps */}
        <path
          d="M0 262 L62 196 L104 226 L168 140 L226 214 L282 170 L338 228 L404 150 L462 212 L522 176 L600 236 V320 H0 Z"
          fill="#a9b8c8"
        />
        <g fill="#ffffff">
          <path d="M168 140 L148 166 L160 160 L170 170 L180 158 L190 167 Z" />
          <path d="M404 150 L384 175 L396 169 L405 178 L415 168 L425 173 Z" />
          <path d="M282 170 L268 186 L278 183 L286 190 L296 184 Z" />
          <path d="M62 196 L50 209 L60 207 L66 213 L74 208 Z" />
        </g>
        <path d="M0 290 L84 232 L146 272 L226 226 L318 280 L418 236 L500 272 L600 246 V330 H0 Z" fill="#7f97ad" />
        {/* lake */}
        <rect x="0" y="296" width="600" height="44" fill="url(#hero-lake)" />
        <g stroke="#d8eef7" strokeWidth="2" strokeLinecap="round" opacity="0.8">
          <path d="M60 314 h40" />
          <path d="M210 324 h56" />
          <path d="M420 310 h36" />
          <path d="M500 328 h48" />
        </g>
        {/* rolling hills */}
        <path d="M0 330 C110 300 230 310 330 326 C430 342 510 308 600 316 V460 H0 Z" fill="#8dbb6a" />
        <g fill="#ffffff">
          <ellipse cx="500" cy="332" rx="6" ry="4" />
          <ellipse cx="520" cy="338" rx="6" ry="4" />
          <ellipse cx="540" cy="330" rx="5" ry="3.5" />
        </g>
        <path d="M0 372 C130 344 300 352 430 374 C510 388 560 382 600 372 V460 H0 Z" fill="#5a9446" />
        <path d="M0 420 C160 398 360 404 600 424 V460 H0 Z" fill="#467a37" />

        {/* pōhutukawa */}
        <path d="M82 382 C84 350 78 332 70 318 M84 352 C96 340 104 330 108 316 M80 360 C66 350 56 344 48 334" stroke="#6b4226" strokeWidth="7" strokeLinecap="round" fill="none" />
        <g fill="#2f6b3a">
          <circle cx="70" cy="300" r="30" />
          <circle cx="108" cy="300" r="26" />
          <circle cx="44" cy="320" r="22" />
          <circle cx="90" cy="278" r="24" />
          <circle cx="126" cy="318" r="18" />
        </g>
        <g fill="#dc2626">
          <circle cx="58" cy="290" r="4" />
          <circle cx="80" cy="272" r="4" />
          <circle cx="100" cy="292" r="4.5" />
          <circle cx="118" cy="306" r="3.5" />
          <circle cx="40" cy="318" r="3.5" />
          <circle cx="74" cy="308" r="4" />
          <circle cx="96" cy="262" r="3.5" />
          <circle cx="128" cy="322" r="3" />
          <circle cx="54" cy="334" r="3" />
        </g>

        {/* festoon poles */}
        <path d="M168 392 V292" stroke="#5b4636" strokeWidth="4" strokeLinecap="round" />
        <path d="M548 396 V292" stroke="#5b4636" strokeWidth="4" strokeLinecap="round" />

        {/* marquee */}
        <g>
          <path d="M268 252 V236" stroke="#5b4636" strokeWidth="3" />
          <path d="M268 236 l18 5 l-18 5 z" fill="#c2573a" />
          <path d="M392 252 V236" stroke="#5b4636" strokeWidth="3" />
          <path d="M392 236 l18 5 l-18 5 z" fill="#c2573a" />
          <rect x="224" y="306" width="212" height="86" fill="#fffaf1" stroke="#e6d6bd" strokeWidth="2" />
          <path d="M210 310 L268 252 L330 288 L392 252 L450 310 Z" fill="#ffffff" stroke="#e6d6bd" strokeWidth="2" strokeLinejoin="round" />
          <g stroke="#efe3cf" strokeWidth="2">
            <path d="M268 252 L240 310" />
            <path d="M268 252 L296 310" />
            <path d="M392 252 L364 310" />
            <path d="M392 252 L420 310" />
          </g>
          <path
            d="M210 310 q13 14 26 0 q13 14 26 0 q13 14 26 0 q13 14 26 0 q13 14 26 0 q13 14 26 0 q13 14 26 0 q13 14 26 0 q6 8 8 0"
            fill="#ffffff"
            stroke="#e6d6bd"
            strokeWidth="2"
          />
          <path d="M300 392 L316 336 Q330 322 344 336 L360 392 Z" fill="url(#hero-glow)" />
          <g fill="#fcd34d" opacity="0.9">
            <circle cx="252" cy="340" r="3" />
            <circle cx="270" cy="346" r="3" />
            <circle cx="392" cy="346" r="3" />
            <circle cx="410" cy="340" r="3" />
          </g>
          <rect x="242" y="352" width="44" height="26" rx="3" fill="#fdf0d5" />
          <rect x="374" y="352" width="44" height="26" rx="3" fill="#fdf0d5" />
        </g>

        <Festoon from={[168, 294]} to={[224, 312]} sag={6} bulbs={3} />
        <Festoon from={[436, 312]} to={[548, 294]} sag={10} bulbs={5} />
        <Festoon from={[168, 294]} to={[268, 254]} sag={14} bulbs={5} />
        <Festoon from={[392, 254]} to={[548, 294]} sag={16} bulbs={7} />

        {/* guests at the long table */}
        <Person x={214} y={420} skin="#8d5524" shirt="#1f7168" hair="#1f1410" hairStyle="long" />
        <Person x={262} y={422} skin="#e0ac69" shirt="#c2573a" hair="#5b3a1e" />
        <Person x={400} y={422} skin="#c68642" shirt="#1e3a5f" hair="#1f1410" hairStyle="bun" />
        <Person x={448} y={420} skin="#f1c27d" shirt="#e99a1f" hair="#a0522d" hairStyle="long" />
        <rect x="186" y="416" width="292" height="12" rx="4" fill="#ffffff" stroke="#e6d6bd" />
        <path d="M196 428 V452 M468 428 V452" stroke="#6b4226" strokeWidth="4" />
        <g>
          <circle cx="236" cy="412" r="6" fill="#f8fafc" stroke="#cbd5e1" />
          <circle cx="286" cy="412" r="6" fill="#f8fafc" stroke="#cbd5e1" />
          <circle cx="378" cy="412" r="6" fill="#f8fafc" stroke="#cbd5e1" />
          <circle cx="426" cy="412" r="6" fill="#f8fafc" stroke="#cbd5e1" />
          <path d="M328 416 v-16" stroke="#94a3b8" strokeWidth="2" />
          <path d="M322 392 q6 -14 12 0 z" fill="#fbbf24" />
          <g fill="#dc2626">
            <circle cx="344" cy="410" r="3.5" />
            <circle cx="350" cy="406" r="3.5" />
            <circle cx="352" cy="413" r="3" />
          </g>
          <path d="M346 414 l-2 -8 M350 414 l1 -7" stroke="#166534" strokeWidth="1.4" />
        </g>
      </g>
    </svg>
  );
}
