import { Person } from './person.tsx';
import { formatCount } from '@app/contract';

/** One illustration per How It Works step (1 to 4). */
export function StepArt({ step, className }: { step: 1 | 2 | 3 | 4; className?: string }) {
  return (
    <svg viewBox="0 0 320 220" className={className} aria-hidden="true" focusable="false">
      <rect width="320" height="220" rx="24" fill="#f4efe6" />
      {step === 1 ? <PostRequest /> : null}
      {step === 2 ? <GetQuotes /> : null}
      {step === 3 ? <ChatDirectly /> : null}
      {step === 4 ? <BookAndEnjoy /> : null}
    </svg>
  );
}

function PostRequest() {
  return (
    <g>
      <rect x="50" y="28" width="220" height="164" rx="14" fill="#ffffff" stroke="#e5dccd" strokeWidth="2" />
      <path d="M50 42 a14 14 0 0 1 14 -14 h192 a14 14 0 0 1 14 14 v10 h-220 z" fill="#1f7168" />
      <g fill="#ffffff" opacity="0.8">
        <circle cx="66" cy="40" r="3.5" />
        <circle cx="78" cy="40" r="3.5" />
        <circle cx="90" cy="40" r="3.5" />
      </g>
      <rect x="70" y="66" width="70" height="7" rx="3.5" fill="#94a3b8" />
      <rect x="70" y="80" width="180" height="18" rx="6" fill="#f1f5f9" stroke="#e2e8f0" />
      <rect x="78" y="86" width="90" height="6" rx="3" fill="#cbd5e1" />
      <rect x="70" y="108" width="56" height="7" rx="3.5" fill="#94a3b8" />
      <g>
        <rect x="70" y="122" width="54" height="22" rx="11" fill="#ccfbf1" stroke="#1f7168" />
        <rect x="130" y="122" width="54" height="22" rx="11" fill="#f1f5f9" stroke="#e2e8f0" />
        <rect x="190" y="122" width="60" height="22" rx="11" fill="#ccfbf1" stroke="#1f7168" />
        <path d="M82 133 l4 4 l7 -8" stroke="#1f7168" strokeWidth="2" fill="none" strokeLinecap="round" />
        <path d="M202 133 l4 4 l7 -8" stroke="#1f7168" strokeWidth="2" fill="none" strokeLinecap="round" />
      </g>
      <rect x="176" y="158" width="74" height="22" rx="8" fill="#c2573a" />
      <rect x="190" y="166" width="46" height="6" rx="3" fill="#ffffff" />
      <path d="M236 172 l14 30 l5 -12 l12 -2 z" fill="#1f2937" stroke="#ffffff" strokeWidth="2" strokeLinejoin="round" />
    </g>
  );
}

function QuoteCard({ x, y, accent, price }: { x: number; y: number; accent: string; price: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect width="150" height="54" rx="10" fill="#ffffff" stroke="#e5dccd" strokeWidth="2" />
      <circle cx="24" cy="27" r="13" fill={accent} />
      <rect x="44" y="14" width="36" height="6" rx="3" fill="#475569" />
      <g fill="#f59e0b">
        {[0, 1, 2, 3, 4].map((star) => (
          <path key={star} d={`M${48 + star * 11} 28 l2 4.5 l5 .5 l-3.8 3.2 l1.2 4.8 l-4.4 -2.6 l-4.4 2.6 l1.2 -4.8 l-3.8 -3.2 l5 -.5 z`} />
        ))}
      </g>
      <text x="140" y="22" textAnchor="end" fontSize="14" fontWeight="700" fill="#0f172a" fontFamily="system-ui, sans-serif">
        ${formatCount(price)}
      </text>
    </g>
  );
}

function GetQuotes() {
  return (
    <g>
      <QuoteCard x={40} y={30} accent="#1f7168" price={2450} />
      <QuoteCard x={100} y={92} accent="#c2573a" price={2980} />
      <QuoteCard x={60} y={154} accent="#e99a1f" price={2200} />
      <g transform="translate(236 30)">
        <rect width="58" height="40" rx="6" fill="#fef3c7" stroke="#f59e0b" strokeWidth="2" />
        <path d="M2 4 l27 20 l27 -20" fill="none" stroke="#f59e0b" strokeWidth="2" />
        <circle cx="54" cy="2" r="9" fill="#c2573a" />
        <text x="54" y="6" textAnchor="middle" fontSize="11" fontWeight="700" fill="#ffffff" fontFamily="system-ui, sans-serif">3</text>
      </g>
    </g>
  );
}

function ChatDirectly() {
  return (
    <g>
      <rect x="104" y="14" width="112" height="196" rx="18" fill="#1f2937" />
      <rect x="112" y="30" width="96" height="166" rx="8" fill="#f8fafc" />
      <rect x="146" y="20" width="28" height="5" rx="2.5" fill="#374151" />
      <rect x="118" y="40" width="64" height="24" rx="10" fill="#e2e8f0" />
      <rect x="124" y="48" width="48" height="5" rx="2.5" fill="#94a3b8" />
      <rect x="138" y="72" width="64" height="30" rx="10" fill="#1f7168" />
      <rect x="144" y="80" width="50" height="5" rx="2.5" fill="#ccfbf1" />
      <rect x="144" y="90" width="34" height="5" rx="2.5" fill="#ccfbf1" />
      <rect x="118" y="110" width="70" height="24" rx="10" fill="#e2e8f0" />
      <rect x="124" y="118" width="54" height="5" rx="2.5" fill="#94a3b8" />
      <rect x="150" y="142" width="52" height="24" rx="10" fill="#1f7168" />
      <rect x="156" y="150" width="38" height="5" rx="2.5" fill="#ccfbf1" />
      <g fill="#94a3b8">
        <circle cx="126" cy="182" r="3" />
        <circle cx="136" cy="182" r="3" />
        <circle cx="146" cy="182" r="3" />
      </g>
      <g transform="translate(40 60)">
        <path d="M0 12 a12 12 0 0 1 12 -12 h30 a12 12 0 0 1 12 12 v14 a12 12 0 0 1 -12 12 h-22 l-10 10 v-10 a12 12 0 0 1 -10 -12 z" fill="#c2573a" />
        <circle cx="16" cy="19" r="3" fill="#ffffff" />
        <circle cx="27" cy="19" r="3" fill="#ffffff" />
        <circle cx="38" cy="19" r="3" fill="#ffffff" />
      </g>
      <g transform="translate(232 120)">
        <path d="M0 12 a12 12 0 0 1 12 -12 h30 a12 12 0 0 1 12 12 v14 a12 12 0 0 1 -12 12 h-30 a12 12 0 0 1 -12 -12 z" fill="#e99a1f" />
        <path d="M16 20 l6 6 l12 -12" stroke="#ffffff" strokeWidth="3" fill="none" strokeLinecap="round" />
      </g>
    </g>
  );
}

function BookAndEnjoy() {
  return (
    <g>
      <g fill="#c2573a">
        <rect x="40" y="30" width="7" height="7" transform="rotate(24 43 33)" />
        <rect x="270" y="44" width="7" height="7" transform="rotate(-18 273 47)" />
        <rect x="120" y="20" width="6" height="6" transform="rotate(40 123 23)" />
      </g>
      <g fill="#1f7168">
        <circle cx="92" cy="30" r="4" />
        <circle cx="250" cy="24" r="4" />
      </g>
      <g fill="#e99a1f">
        <circle cx="200" cy="18" r="4" />
        <circle cx="286" cy="90" r="3.5" />
        <circle cx="30" cy="84" r="3.5" />
      </g>
      {/* calendar */}
      <rect x="46" y="58" width="100" height="96" rx="12" fill="#ffffff" stroke="#e5dccd" strokeWidth="2" />
      <path d="M46 70 a12 12 0 0 1 12 -12 h76 a12 12 0 0 1 12 12 v10 h-100 z" fill="#c2573a" />
      <path d="M70 52 v14 M122 52 v14" stroke="#475569" strokeWidth="4" strokeLinecap="round" />
      <circle cx="96" cy="116" r="24" fill="#dcfce7" />
      <path d="M84 116 l9 9 l16 -18" stroke="#16a34a" strokeWidth="5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      {/* celebrating guests */}
      <Person x={206} y={196} skin="#8d5524" shirt="#1f7168" hair="#1f1410" scale={1.5} hairStyle="long" />
      <path d="M190 168 l-14 -30 M222 168 l12 -30" stroke="#8d5524" strokeWidth="6" strokeLinecap="round" />
      <Person x={262} y={196} skin="#f1c27d" shirt="#e99a1f" hair="#5b3a1e" scale={1.3} />
      <path d="M276 170 l10 -24" stroke="#f1c27d" strokeWidth="5" strokeLinecap="round" />
      <path d="M282 142 h10 l-2 10 h-6 z" fill="#fef3c7" stroke="#e99a1f" />
      <rect x="0" y="196" width="320" height="24" fill="#e5dccd" />
    </g>
  );
}
