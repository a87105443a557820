/**
 * The gift catalogue: a virtual gift is a paid message with a picture and a name (the names are
 * translated under chat_ui.gift_names). Every gift costs the tenant's gift_credits.
 */
export const GIFTS = [
  { id: 'rose', icon: '🌹' },
  { id: 'heart', icon: '❤️' },
  { id: 'kiss', icon: '💋' },
  { id: 'chocolate', icon: '🍫' },
  { id: 'champagne', icon: '🥂' },
  { id: 'teddy', icon: '🧸' },
  { id: 'sunflower', icon: '🌻' },
  { id: 'coffee', icon: '☕' },
] as const;

export type GiftId = (typeof GIFTS)[number]['id'];

export const GIFT_IDS = GIFTS.map((gift) => gift.id) as [GiftId, ...GiftId[]];

export function giftIcon(id: string): string {
  return GIFTS.find((gift) => gift.id === id)?.icon ?? '🎁';
}
