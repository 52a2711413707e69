/** True when a touch moved far enough to the right, and more sideways than up or down, to close a drawer. */
export function isRightSwipe(
  start: { x: number; y: number },
  end: { x: number; y: number },
  minDistance = 60,
): boolean {
  const dx = end.x - start.x;
  const dy = Math.abs(end.y - start.y);
  return dx >= minDistance && dx > dy * 1.5;
}
