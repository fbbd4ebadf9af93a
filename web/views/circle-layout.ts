/**
 * Where the seats of the grimoire circle go: seat 1 at the top, then clockwise, at equal
 * distances *along* an ellipse (not at equal angles, which crowd the seats at the top and
 * bottom of a tall ellipse). Seats sit on a circle, on a phone's width on an ellipse taller
 * than wide, so that labelled seats never overlap; more than {@link ROOMY} seats are
 * `crowded` (smaller words and disc).
 */

/** Most seats on a round table; more get a taller ellipse. */
export const ROOMY = 10;

/** The circle box and its seats, in % of the box's width and height. */
export interface CircleLayout {
  /** More than {@link ROOMY} seats. */
  crowded: boolean;
  /** Box height over width. */
  aspect: number;
  /** Each seat's centre (% of the box's width and height), seat 1 first. */
  seats: { x: number; y: number }[];
  /** Seat width, % of the box's width: a little less than the gap to a neighbour. */
  width: number;
  /** The ellipse's half-axes, % of the box's width (rx) and height (ry). */
  rx: number;
  ry: number;
}

/** The ellipse's half-axes in % of the box (x of its width, y of its height). */
const RX = 40;
const RY_ROUND = 38;
const RY_TALL = 42;
/** Box height over width on a phone's width: up to {@link ROOMY} seats, and more. */
const TALL = 1.6;
const TALLEST = 2.4;
/** Points that sample the ellipse to measure its length. */
const SAMPLES = 720;

/**
 * Layout of `n` seats (n ≥ 1); `narrow` (a phone's width) gives every table the tall
 * ellipse, since a seat's words then take more lines.
 */
export function circleLayout(n: number, narrow = false): CircleLayout {
  const crowded = n > ROOMY;
  // On a phone a seat's words take more lines: a tall ellipse (taller still for a crowded
  // table, whose seats stack at the sides); on a wider screen a circle.
  const aspect = narrow ? (crowded ? TALLEST : TALL) : 1;
  const ry = aspect > 1 ? RY_TALL : RY_ROUND;
  // The ellipse in the box's own units (width 100, height 100·aspect), so lengths are true.
  const a = RX;
  const b = ry * aspect;
  const point = (t: number) => ({ x: a * Math.sin(t), y: -b * Math.cos(t) });
  const lengths = [0];
  for (let i = 1; i <= SAMPLES; i++) {
    const p = point((2 * Math.PI * (i - 1)) / SAMPLES);
    const q = point((2 * Math.PI * i) / SAMPLES);
    lengths.push(lengths[i - 1]! + Math.hypot(q.x - p.x, q.y - p.y));
  }
  const total = lengths[SAMPLES]!;
  const seats: { x: number; y: number }[] = [];
  let j = 0;
  for (let k = 0; k < n; k++) {
    const want = (total * k) / n;
    while (lengths[j + 1]! < want) j++;
    const frac = (want - lengths[j]!) / (lengths[j + 1]! - lengths[j]! || 1);
    const p = point((2 * Math.PI * (j + frac)) / SAMPLES);
    seats.push({ x: 50 + p.x, y: 50 + (p.y / aspect) });
  }
  // Neighbours are total/n apart along the ellipse; the chord is a little shorter, and a seat
  // narrower still, so that diagonal neighbours clear each other side by side.
  // And no wider than twice the margin left of the ellipse, so that no seat leaves the box.
  return { crowded, aspect, seats, width: Math.min(2 * (50 - RX), (total / n) * 0.72), rx: RX, ry };
}
