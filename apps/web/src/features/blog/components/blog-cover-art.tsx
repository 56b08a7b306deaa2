import type { TBlogSlug } from '@app/contract';

/** Illustrated covers for the three articles, drawn inline so they load instantly and scale crisply. */
export function BlogCoverArt({ slug, className }: { slug: TBlogSlug; className?: string }) {
  return (
    <svg viewBox="0 0 480 270" className={className} aria-hidden="true" focusable="false" preserveAspectRatio="xMidYMid slice">
      {slug === 'ultimate-guide-planning-events-new-zealand' ? <GuideCover /> : null}
      {slug === 'top-event-trends-new-zealand-2024' ? <TrendsCover /> : null}
      {slug === 'how-to-choose-perfect-venue-new-zealand' ? <VenueCover /> : null}
    </svg>
  );
}

function Bulbs({ from, to, sag, count }: { from: [number, number]; to: [number, number]; sag: number; count: number }) {
  const control: [number, number] = [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2 + sag * 2];
  const at = (t: number) => {
    const u = 1 - t;
    return [u * u * from[0] + 2 * u * t * control[0] + t * t * to[0], u * u * from[1] + 2 * u * t * control[1] + t * t * to[1]] as const;
  };
  return (
    <g>
      <path d={`M${from[0]} ${from[1]} Q${control[0]} ${control[1]} ${to[0]} ${to[1]}`} fill="none" stroke="#3f3a36" strokeWidth="1.4" />
      {Array.from({ length: count }, (_, index) => {
        const [x, y] = at((index + 1) / (count + 1));
        return (
          <g key={index}>
            <circle cx={x} cy={y + 5} r={9} fill="#fde68a" opacity="0.3" />
            <circle cx={x} cy={y + 5} r={4} fill="#fcd34d" stroke="#f59e0b" strokeWidth="0.8" />
          </g>
        );
      })}
    </g>
  );
}

function GuideCover() {
  return (
    <g>
      <defs>
        <linearGradient id="guide-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#bfe3ef" />
          <stop offset="1" stopColor="#f3f8f1" />
        </linearGradient>
      </defs>
      <rect width="480" height="270" fill="url(#guide-sky)" />
      <circle cx="390" cy="62" r="28" fill="#fcd34d" opacity="0.85" />
      <path d="M0 170 L70 104 L120 142 L190 70 L250 140 L300 108 L360 156 L420 96 L480 140 V200 H0 Z" fill="#9fb3c6" />
      <g fill="#ffffff">
        <path d="M190 70 L172 92 L184 88 L192 96 L202 88 L210 92 Z" />
        <path d="M420 96 L404 114 L414 111 L421 118 L430 112 L436 114 Z" />
        <path d="M70 104 L58 118 L68 116 L74 122 L82 116 Z" />
      </g>
      <rect x="0" y="178" width="480" height="24" fill="#7fb8d3" />
      <path d="M0 200 C100 184 200 190 300 202 C380 212 440 198 480 196 V270 H0 Z" fill="#7fb36a" />
      <path d="M0 236 C140 220 300 226 480 240 V270 H0 Z" fill="#4f8a3c" />
      {/* checklist card */}
      <g transform="translate(56 112) rotate(-4)">
        <rect width="132" height="120" rx="12" fill="#ffffff" stroke="#e5dccd" strokeWidth="2" />
        <rect x="16" y="16" width="70" height="8" rx="4" fill="#0f5d57" />
        {[40, 64, 88].map((y, index) => (
          <g key={y}>
            <rect x="16" y={y} width="14" height="14" rx="3" fill={index < 2 ? '#d5eeea' : '#ffffff'} stroke="#1f7168" strokeWidth="1.6" />
            {index < 2 ? <path d={`M19 ${y + 7} l3 3 l6 -7`} stroke="#0f5d57" strokeWidth="2" fill="none" strokeLinecap="round" /> : null}
            <rect x="38" y={y + 4} width={index === 1 ? 60 : 76} height="6" rx="3" fill="#cbd5e1" />
          </g>
        ))}
      </g>
      {/* map pin */}
      <g transform="translate(300 96)">
        <ellipse cx="30" cy="104" rx="22" ry="6" fill="#0b3c38" opacity="0.25" />
        <path d="M30 100 C10 70 0 56 0 38 A30 30 0 0 1 60 38 C60 56 50 70 30 100 Z" fill="#c2573a" />
        <circle cx="30" cy="38" r="12" fill="#ffffff" />
      </g>
      {/* pōhutukawa */}
      <path d="M440 234 V200" stroke="#6b4226" strokeWidth="6" strokeLinecap="round" />
      <g fill="#2f6b3a">
        <circle cx="440" cy="190" r="20" />
        <circle cx="420" cy="200" r="14" />
        <circle cx="458" cy="200" r="14" />
      </g>
      <g fill="#dc2626">
        <circle cx="432" cy="184" r="3.5" />
        <circle cx="448" cy="192" r="3.5" />
        <circle cx="424" cy="200" r="3" />
        <circle cx="456" cy="204" r="3" />
      </g>
    </g>
  );
}

function Guest({ x, skin, shirt, hair }: { x: number; skin: string; shirt: string; hair: string }) {
  return (
    <g transform={`translate(${x} 214)`}>
      <path d="M-16 0 C-16 -18 -10 -26 0 -26 C10 -26 16 -18 16 0 Z" fill={shirt} />
      <circle cx="0" cy="-36" r="9" fill={skin} />
      <path d="M-9.5 -37 C-10 -47 -3 -47.5 0 -47.5 C5 -47.5 10 -45 9.5 -37 C6 -41 -2 -42 -9.5 -37 Z" fill={hair} />
    </g>
  );
}

function TrendsCover() {
  return (
    <g>
      <defs>
        <linearGradient id="trends-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2a2f55" />
          <stop offset="0.7" stopColor="#7a5a86" />
          <stop offset="1" stopColor="#f0a77f" />
        </linearGradient>
      </defs>
      <rect width="480" height="270" fill="url(#trends-sky)" />
      <g fill="#fef3c7">
        <circle cx="60" cy="30" r="1.6" />
        <circle cx="160" cy="52" r="1.2" />
        <circle cx="300" cy="24" r="1.8" />
        <circle cx="420" cy="44" r="1.4" />
      </g>
      <path d="M0 180 C120 156 240 164 360 176 C420 182 460 176 480 172 V270 H0 Z" fill="#31493a" />
      <path d="M40 230 V70 M440 230 V70" stroke="#1f1a17" strokeWidth="5" strokeLinecap="round" />
      <Bulbs from={[40, 72]} to={[440, 72]} sag={30} count={13} />
      <Bulbs from={[40, 110]} to={[440, 110]} sag={14} count={11} />
      <Guest x={130} skin="#8d5524" shirt="#c2573a" hair="#1f1410" />
      <Guest x={190} skin="#f1c27d" shirt="#1f7168" hair="#a0522d" />
      <Guest x={250} skin="#c68642" shirt="#e99a1f" hair="#1f1410" />
      <Guest x={310} skin="#e0ac69" shirt="#f8fafc" hair="#3b2314" />
      <Guest x={370} skin="#8d5524" shirt="#7c3aed" hair="#1f1410" />
      <rect x="96" y="208" width="300" height="14" rx="4" fill="#fffaf1" />
      <path d="M96 222 h300 v8 h-300 z" fill="#efe3cf" />
      {[150, 220, 280, 340].map((x) => (
        <g key={x}>
          <path d={`M${x} 208 v-12`} stroke="#fef3c7" strokeWidth="3" />
          <path d={`M${x} 194 q-3 -6 0 -10 q3 4 0 10z`} fill="#fbbf24" />
        </g>
      ))}
      <g fill="#84cc16">
        <path d="M204 204 q6 -12 12 0 z" />
        <path d="M296 204 q6 -12 12 0 z" />
      </g>
      <rect x="0" y="236" width="480" height="34" fill="#263a2e" />
    </g>
  );
}

function VenueCover() {
  return (
    <g>
      <defs>
        <linearGradient id="venue-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fcd9b6" />
          <stop offset="1" stopColor="#fff4e6" />
        </linearGradient>
      </defs>
      <rect width="480" height="270" fill="url(#venue-sky)" />
      <circle cx="110" cy="80" r="34" fill="#fb923c" opacity="0.45" />
      <path d="M0 150 C80 120 170 126 250 138 C330 150 410 122 480 130 V270 H0 Z" fill="#a7c47e" />
      {/* vineyard rows */}
      <g stroke="#4d7c0f" strokeWidth="6" strokeLinecap="round">
        <path d="M10 250 L150 170" />
        <path d="M60 270 L200 184" />
        <path d="M130 270 L250 196" />
      </g>
      <path d="M0 210 C100 196 160 204 220 214 L220 270 H0 Z" fill="#6b9e4f" opacity="0.5" />
      {/* woolshed venue */}
      <path d="M250 128 L330 80 L410 128 Z" fill="#9f2d20" />
      <rect x="262" y="128" width="136" height="84" fill="#c2412d" />
      <path d="M262 128 h136" stroke="#7f1d1d" strokeWidth="4" />
      <rect x="310" y="150" width="40" height="62" fill="#fde68a" />
      <path d="M330 150 v62" stroke="#c2412d" strokeWidth="3" />
      <rect x="274" y="142" width="20" height="18" fill="#fef3c7" />
      <rect x="366" y="142" width="20" height="18" fill="#fef3c7" />
      <circle cx="330" cy="108" r="8" fill="#fef3c7" />
      <Bulbs from={[262, 150]} to={[200, 176]} sag={6} count={4} />
      <path d="M200 212 V170" stroke="#5b4636" strokeWidth="4" strokeLinecap="round" />
      {/* cabbage trees */}
      {[430, 456].map((x, index) => (
        <g key={x}>
          <path d={`M${x} 212 V${166 + index * 8}`} stroke="#6b4226" strokeWidth="4" />
          <g stroke="#3f6212" strokeWidth="3" strokeLinecap="round">
            <path d={`M${x} ${166 + index * 8} l-14 -12 M${x} ${166 + index * 8} l14 -12 M${x} ${166 + index * 8} l0 -18 M${x} ${166 + index * 8} l-17 -3 M${x} ${166 + index * 8} l17 -3`} />
          </g>
        </g>
      ))}
      <path d="M0 226 C120 212 300 206 480 214 V270 H0 Z" fill="#7fb36a" />
    </g>
  );
}
