import useSWR from 'swr';
import { type ApiError, apiFetch } from '@/lib/api-client';
import { getToken } from '@/lib/session';

/** A dated session as the server shows it to its buyer (issue 22 SessionView, Cairo labels). */
export interface SessionView {
  id: number;
  starts_at: string;
  ends_at: string;
  date_label?: string;
  time_label?: string;
  label?: string;
  location: string;
  language: string;
  status?: 'scheduled' | 'cancelled';
}

export type BookingStatus = 'booked' | 'attended' | 'cancelled' | 'moved';
export type RefundStatus = 'none' | 'due' | 'requested' | 'partially_refunded' | 'refunded';

/** One booking of the signed-in buyer, whatever its state (GET /api/sessions/mine). */
export interface BookingView {
  purchase_id: number;
  status: BookingStatus;
  /** The server's word for the state ("Booked", "Refund due", …). */
  status_label: string;
  /** `name_ar` is the course's Arabic name ('' or absent when not entered, issue 28). */
  course: { id: number; name: string; name_ar?: string | null; image?: string | null };
  /** Null for a course without dated sessions. */
  session: SessionView | null;
  /** The .ics, only while booked and the session is upcoming. */
  calendar: string | null;
  receipt: string | null;
  order_reference: string | null;
  amount_cents: number | null;
  refunded_cents: number;
  refund_status: RefundStatus;
  cancel_reason: string | null;
  cancelled_by: 'buyer' | 'staff' | null;
  can_cancel: boolean;
  cancel_until: string | null;
  moved_from: SessionView | null;
}

/** A place on a full session's waitlist; `offered` holds a freed seat until `offered_until`. */
export interface WaitlistView {
  session_id: number;
  position: number | null;
  status: 'waiting' | 'offered';
  offered_until: string | null;
  course: { id: number; name: string; name_ar?: string | null };
  session: SessionView;
}

export interface MyBookings {
  bookings: BookingView[];
  waitlist: WaitlistView[];
}

export function mySessionsKey(token: string): readonly ['/sessions/mine', string] {
  return ['/sessions/mine', token];
}

/** The buyer's bookings and waitlist places; pass null when signed out. */
export function useMySessions(token: string | null) {
  return useSWR<MyBookings, ApiError, readonly ['/sessions/mine', string] | null>(
    token ? mySessionsKey(token) : null,
    async () => {
      const mine = await apiFetch<Partial<MyBookings>>('/sessions/mine', { auth: true });
      return { bookings: mine.bookings ?? [], waitlist: mine.waitlist ?? [] };
    },
  );
}

/**
 * A private file of the buyer's (a receipt, a calendar entry), fetched with the bearer token and
 * handed to the browser as a download: a plain link could not send the header.
 */
export async function downloadPrivateFile(address: string, fallbackName: string): Promise<void> {
  const token = getToken();
  const response = await fetch(address, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error('The file is not available right now');
  const name = /filename="?([^";]+)"?/.exec(response.headers.get('Content-Disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name ?? fallbackName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the address goes.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
