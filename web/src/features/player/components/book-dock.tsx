import type { ReactNode } from "react";
import { createPortal } from "react-dom";
import { useReservedEdge } from "../../../lib/reserved-edge";
import { formatLength, formatPlaybackTime } from "../lib/listening-logic";
import { usePlayer } from "../stores/player-store";
import { PlayPauseButton } from "./player-controls";

/**
 * The bar at the foot of the screen on a book's page: play/pause with the part and time once the Listen panel's
 * controls have scrolled away (the reader deep in the chapters on a phone), and read-along's actions while reading
 * along. A spacer at the end of the page keeps the bar from covering its last lines, and the page's scroll padding
 * keeps it from covering what the reader tabs to (the player's controls when the Listen panel is at the screen's foot).
 */
export function BookDock({
  into,
  transport,
  children,
}: {
  /** Where the bar sits in the DOM: after the Listen panel (next in the tab order), not inside it. */
  into: HTMLElement | null;
  transport: boolean;
  children?: ReactNode;
}) {
  const reserve = useReservedEdge("bottom");
  if (!into || (!transport && !children)) return null;
  return (
    <>
      {createPortal(
        <div
          ref={reserve}
          className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-3 py-2 shadow-[0_-2px_8px_rgba(0,0,0,0.05)] backdrop-blur"
        >
          <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-center gap-x-4 gap-y-2">
            {transport ? <DockedTransport /> : null}
            {children ? (
              <div role="region" aria-label="Read-along" className="flex flex-wrap items-start justify-center gap-2">
                {children}
              </div>
            ) : null}
          </div>
        </div>,
        into,
      )}
      {createPortal(<div aria-hidden="true" className="h-28" />, document.body)}
    </>
  );
}

function DockedTransport() {
  const title = usePlayer((s) => (s.mode === "full" ? "Full book" : s.book?.chapters.find((c) => c.id === s.chapterId)?.title));
  const currentTime = usePlayer((s) => s.currentTime);
  const duration = usePlayer((s) => s.duration);
  // The Listen panel above explains and offers Premium; this line says why play stopped where the reader is.
  const limitReached = usePlayer((s) => s.limitReached);
  return (
    <section aria-label="Now playing" className="flex min-w-0 max-w-full flex-[1_1_14rem] items-center gap-3">
      <PlayPauseButton />
      <p className="min-w-0 text-sm">
        <span className="block truncate font-medium text-slate-800">{title}</span>
        {limitReached ? (
          <span className="block text-xs font-medium text-amber-900">Today's free listening is used up</span>
        ) : (
          <span className="block text-xs text-slate-600">
            {formatPlaybackTime(currentTime)} / {formatLength(duration)}
          </span>
        )}
      </p>
    </section>
  );
}
