import { Festoon } from './festoon.tsx';
import { Person } from './person.tsx';

/** Evening in a vineyard: a long shared table under festoon lights, a band playing at the end. */
export function LongTableEvening({ className }: { className?: string }) {
  const guests = [
    { x: 150, skin: '#8d5524', shirt: '#c2573a', hair: '#1f1410', hairStyle: 'long' as const },
    { x: 205, skin: '#f1c27d', shirt: '#1f7168', hair: '#a0522d', hairStyle: 'short' as const },
    { x: 260, skin: '#c68642', shirt: '#e99a1f', hair: '#1f1410', hairStyle: 'bun' as const },
    { x: 315, skin: '#e0ac69', shirt: '#7c3aed', hair: '#3b2314', hairStyle: 'long' as const },
    { x: 370, skin: '#8d5524', shirt: '#f8fafc', hair: '#1f1410', hairStyle: 'short' as const },
  ];
  return (
    <svg viewBox="0 0 560 400" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="evening-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1e2a4a" />
          <stop offset="0.6" stopColor="#5b4a7a" />
          <stop offset="1" stopColor="#e89a74" />
        </linearGradient>
        <clipPath id="evening-frame">
          <rect width="560" height="400" rx="28" />
        </clipPath>
      </defs>
      <g clipPath="url(#evening-frame)">
        <rect width="560" height="400" fill="url(#evening-sky)" />
        <g fill="#fef3c7">
          <circle cx="60" cy="40" r="1.6" />
          <circle cx="140" cy="70" r="1.2" />
          <circle cx="230" cy="30" r="1.8" />
          <circle cx="330" cy="60" r="1.2" />
          <circle cx="420" cy="28" r="1.6" />
          <circle cx="500" cy="80" r="1.2" />
          <circle cx="470" cy="50" r="1" />
        </g>
        <circle cx="470" cy="92" r="18" fill="#fef9c3" />
        <circle cx="478" cy="86" r="16" fill="#3b3a64" opacity="0.9" />
        <path d="M0 230 C90 196 180 206 280 222 C380 238 470 200 560 212 V400 H0 Z" fill="#3f3a5e" />
        <path d="M0 262 C120 238 260 246 380 258 C460 266 520 256 560 250 V400 H0 Z" fill="#2f4a3a" />
        {/* vine rows */}
        <g stroke="#4d7c4a" strokeWidth="5" strokeLinecap="round" opacity="0.8">
          <path d="M20 300 L140 262" />
          <path d="M440 262 L548 298" />
          <path d="M460 280 L560 316" />
        </g>
        <rect x="0" y="300" width="560" height="100" fill="#2a3d31" />
        {/* poles and lights */}
        <path d="M70 320 V150 M490 320 V150" stroke="#1f1a17" strokeWidth="5" strokeLinecap="round" />
        <Festoon from={[70, 152]} to={[490, 152]} sag={34} bulbs={15} bulbRadius={4} />
        <Festoon from={[70, 190]} to={[490, 190]} sag={16} bulbs={13} bulbRadius={3.4} />
        {/* guests */}
        {guests.map((guest) => (
          <Person key={guest.x} x={guest.x} y={318} skin={guest.skin} shirt={guest.shirt} hair={guest.hair} hairStyle={guest.hairStyle} scale={1.25} />
        ))}
        {/* table */}
        <rect x="110" y="312" width="310" height="16" rx="4" fill="#fffaf1" />
        <path d="M110 328 h310 v8 h-310 z" fill="#efe3cf" />
        <g>
          {[140, 196, 252, 306, 362, 400].map((x) => (
            <g key={x}>
              <path d={`M${x} 312 v-14`} stroke="#fef3c7" strokeWidth="3" />
              <path d={`M${x} 296 q-3 -6 0 -10 q3 4 0 10z`} fill="#fbbf24" />
            </g>
          ))}
          <g fill="#dc2626">
            <circle cx="226" cy="306" r="4" />
            <circle cx="232" cy="302" r="4" />
            <circle cx="334" cy="306" r="4" />
            <circle cx="340" cy="302" r="4" />
          </g>
        </g>
        {/* band at the end of the table */}
        <g>
          <Person x={470} y={330} skin="#c68642" shirt="#1f2937" hair="#1f1410" scale={1.35} />
          <g transform="rotate(-24 470 308)">
            <ellipse cx="462" cy="312" rx="12" ry="9" fill="#b45309" />
            <ellipse cx="473" cy="312" rx="9" ry="7" fill="#b45309" />
            <rect x="480" y="310" width="34" height="4" rx="1.5" fill="#78350f" />
          </g>
          <path d="M516 340 V282" stroke="#94a3b8" strokeWidth="3" />
          <rect x="511" y="272" width="10" height="14" rx="5" fill="#cbd5e1" />
        </g>
        <g fill="#fde68a" opacity="0.9">
          <path d="M520 240 v14 a4 3 0 1 1 -2.5 -2.6 v-11.4 z" />
          <path d="M540 220 v12 a4 3 0 1 1 -2.5 -2.6 v-9.4 z" />
        </g>
      </g>
    </svg>
  );
}
