/**
 * A price after a percentage discount, in whole minor units: the percentage has at most two decimals
 * (numeric(5,2)), so the sum is exact in integers and rounds half up once.
 */
export function discountedAmount(amount: number, percentage: number | null | undefined): number {
  if (!percentage) return amount;
  const basisPoints = Math.round(percentage * 100);
  return Math.round((amount * (10_000 - basisPoints)) / 10_000);
}
