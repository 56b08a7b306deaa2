type TPersonProps = {
  /** Centre of the shoulders' base line. */
  x: number;
  y: number;
  skin: string;
  shirt: string;
  hair: string;
  scale?: number;
  hairStyle?: 'short' | 'long' | 'bun';
};

/** A friendly, simplified guest: shoulders, head and hair, drawn from the waist up. */
export function Person({ x, y, skin, shirt, hair, scale = 1, hairStyle = 'short' }: TPersonProps) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <path d="M-15 0 C-15 -16 -9 -24 0 -24 C9 -24 15 -16 15 0 Z" fill={shirt} />
      <rect x="-3" y="-28" width="6" height="6" rx="2" fill={skin} />
      {hairStyle === 'long' ? <path d="M-10 -36 C-11 -22 -9 -20 -6 -19 L6 -19 C9 -20 11 -22 10 -36 Z" fill={hair} /> : null}
      <circle cx="0" cy="-35" r="8.5" fill={skin} />
      {hairStyle === 'bun' ? <circle cx="0" cy="-46" r="4.5" fill={hair} /> : null}
      <path d="M-8.8 -36 C-9 -45 -3 -45.5 0 -45.5 C5 -45.5 9.5 -43 8.8 -36 C6 -40 -2 -41 -8.8 -36 Z" fill={hair} />
    </g>
  );
}
