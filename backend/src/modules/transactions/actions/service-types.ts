/** What an action reads from its body (each endpoint's declaration says which it takes). */
export interface ActionBody {
  amount?: number;
  reason?: string;
  reasonCode?: string;
  declineReason?: string;
}

/** What an action did: the banner's message and the follow-up row it created. */
export interface Acted {
  message: string;
  createdId?: string | null;
}
