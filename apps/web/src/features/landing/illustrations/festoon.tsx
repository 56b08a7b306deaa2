type TFestoonProps = {
  from: readonly [number, number];
  to: readonly [number, number];
  /** How far the string sags below the straight line, in SVG units. */
  sag: number;
  bulbs: number;
  bulbRadius?: number;
};

/** A string of festoon lights hung between two points, bulbs spaced along the curve. */
export function Festoon({ from, to, sag, bulbs, bulbRadius = 3.2 }: TFestoonProps) {
  const control: [number, number] = [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2 + sag * 2];
  const pointAt = (t: number): [number, number] => {
    const u = 1 - t;
    return [
      u * u * from[0] + 2 * u * t * control[0] + t * t * to[0],
      u * u * from[1] + 2 * u * t * control[1] + t * t * to[1],
    ];
  };
  const positions = Array.from({ length: bulbs }, (_, index) => pointAt((index + 1) / (bulbs + 1)));
  return (
    <g>
      <path
        d={`M${from[0]} ${from[1]} Q${control[0]} ${control[1]} ${to[0]} ${to[1]}`}
        fill="none"
        stroke="#3f3a36"
        strokeWidth="1.2"
      />
      {positions.map(([x, y]) => (
        <g key={`${x.toFixed(1)}-${y.toFixed(1)}`}>
          <circle cx={x} cy={y + bulbRadius + 1} r={bulbRadius * 2.4} fill="#fde68a" opacity="0.35" />
          <circle cx={x} cy={y + bulbRadius + 1} r={bulbRadius} fill="#fcd34d" stroke="#f59e0b" strokeWidth="0.6" />
        </g>
      ))}
    </g>
  );
}
