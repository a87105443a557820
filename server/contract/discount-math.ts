/**
 * The price after a percentage off, rounded to the cent (minor units in and out). A file of its
 * own so the credits page shows exactly the price the server will charge.
 */
export function discounted(amount: number, percentage: number): number {
  return Math.round((amount * (100 - percentage)) / 100);
}
