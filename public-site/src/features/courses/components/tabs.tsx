import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from '@/features/courses/components/tabs.module.css';

export interface TabItem<K extends string | number> {
  key: K;
  label: ReactNode;
  panel: ReactNode;
}

export interface TabsProps<K extends string | number> {
  /** Accessible name of the tab list. */
  label: string;
  items: TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  variant?: 'underline' | 'pills';
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move and select; only the
 * selected tab is in the tab order. Every panel is rendered; the others are hidden.
 */
export function Tabs<K extends string | number>({
  label,
  items,
  selected,
  onSelect,
  variant = 'underline',
}: TabsProps<K>) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = items.findIndex((item) => item.key === selected);
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: current >= last ? 0 : current + 1,
      ArrowLeft: current <= 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    const item = target === undefined ? undefined : items[target];
    if (target === undefined || !item) return;
    event.preventDefault();
    onSelect(item.key);
    listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[target]?.focus();
  };

  return (
    <div className={styles[variant]}>
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        className={styles.list}
        onKeyDown={onKeyDown}
      >
        {items.map((item, index) => {
          const active = item.key === selected;
          return (
            <button
              key={item.key}
              id={tabId(index)}
              type="button"
              role="tab"
              aria-selected={active}
              aria-controls={panelId(index)}
              tabIndex={active ? 0 : -1}
              className={styles.tab}
              onClick={(event) => {
                onSelect(item.key);
                // A tab half-hidden in the scrolling row comes fully into view once chosen.
                event.currentTarget.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
              }}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => (
        <div
          key={item.key}
          id={panelId(index)}
          role="tabpanel"
          aria-labelledby={tabId(index)}
          tabIndex={0}
          hidden={item.key !== selected}
          className={styles.panel}
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}
