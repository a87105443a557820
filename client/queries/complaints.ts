import type { ApiClient } from '../api/client';

/** A report of a profile or a message (visitors add their e-mail address). */
export interface ComplaintInput {
  reason: string;
  text: string;
  profile_id?: number;
  message_id?: number;
  email?: string;
}

export const reportComplaint = (api: ApiClient, complaint: ComplaintInput) => api.send('POST', '/api/complaints.php', complaint);
