import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent as ReactKeyboardEvent } from "react";

type ItemTarget = "first" | "last" | "next" | "previous";
const PANEL_KEYS: Record<string, ItemTarget | undefined> = { ArrowDown: "next", ArrowUp: "previous", Home: "first", End: "last" };

/**
 * A disclosure (it holds more than menu items) with menu-like keys: ArrowDown/ArrowUp on the button open it on the
 * first or last action; the arrows, Home and End move between actions; Escape closes it and returns focus to the
 * button. It closes on an outside click and when focus leaves it.
 */
export function useDisclosureMenu() {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<ItemTarget | null>(null);
  const menuId = useId();

  function focusItem(target: ItemTarget) {
    const items = Array.from(panel.current?.querySelectorAll<HTMLElement>("a[href], button:not(:disabled)") ?? []);
    if (items.length === 0) return;
    const current = items.indexOf(document.activeElement as HTMLElement);
    const index =
      target === "first"
        ? 0
        : target === "last"
          ? items.length - 1
          : target === "next"
            ? (current + 1) % items.length
            : (current - 1 + items.length) % items.length;
    items[index]!.focus();
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the menu opens; focusItem reads refs only.
  useEffect(() => {
    if (open && focusOnOpen.current) focusItem(focusOnOpen.current);
    focusOnOpen.current = null;
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return {
    open,
    close: () => setOpen(false),
    rootProps: {
      ref: root,
      // Tab out of the open menu closes it; a click on its plain text (no related target) does not.
      onBlur: (e: FocusEvent<HTMLDivElement>) => {
        if (open && e.relatedTarget && !root.current?.contains(e.relatedTarget as Node)) setOpen(false);
      },
    },
    buttonProps: {
      ref: button,
      "aria-expanded": open,
      "aria-controls": menuId,
      onClick: () => setOpen((v) => !v),
      onKeyDown: (event: ReactKeyboardEvent<HTMLButtonElement>) => {
        if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
        event.preventDefault();
        const target = event.key === "ArrowDown" ? "first" : "last";
        if (open) focusItem(target);
        else {
          focusOnOpen.current = target;
          setOpen(true);
        }
      },
    },
    panelProps: {
      ref: panel,
      id: menuId,
      onKeyDown: (event: ReactKeyboardEvent<HTMLDivElement>) => {
        const target = PANEL_KEYS[event.key];
        if (!target) return;
        event.preventDefault();
        focusItem(target);
      },
    },
  };
}
