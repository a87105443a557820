/**
 * The poses a verification selfie copies (decision 0098). The server picks one per attempt; the
 * member sees its picture and its instruction (translated under verification.poses) and cannot
 * choose. A pose a photo found online rarely shows, so a selfie copying it was taken for us.
 */
export const VERIFICATION_POSES = [
  { id: 'peace_sign', icon: '✌️' },
  { id: 'thumbs_up', icon: '👍' },
  { id: 'ok_sign', icon: '👌' },
  { id: 'open_palm', icon: '✋' },
  { id: 'point_up', icon: '☝️' },
  { id: 'call_me', icon: '🤙' },
] as const;

export type VerificationPose = (typeof VERIFICATION_POSES)[number]['id'];

export const VERIFICATION_POSE_IDS = VERIFICATION_POSES.map((pose) => pose.id) as [VerificationPose, ...VerificationPose[]];

export function poseIcon(id: string): string {
  return VERIFICATION_POSES.find((pose) => pose.id === id)?.icon ?? '🤳';
}
