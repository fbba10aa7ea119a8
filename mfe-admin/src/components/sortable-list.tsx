// The one list the administrator orders by hand (an album's photos and videos, the albums). An
// entry moves by its handle, dragged with a mouse or a finger or carried with the keyboard (Space
// picks it up, the arrow keys move it, Space drops it, Escape cancels: dnd-kit's accessible
// pattern), or by its four buttons (to the start, one place earlier or later, to the end). Every
// move is said aloud in the panel's language. The list only proposes a new order; its owner keeps
// it and saves it.
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragCancelEvent,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ChevronFirst, ChevronLast, ChevronLeft, ChevronRight, GripVertical } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { IconButton } from 'shared-ui/components/icon-button';
import { useAdminTexts } from '../hooks/use-admin-texts';
import { MOVE_STEPS, moveWithin, stepTarget, type MoveStep } from '../lib/list-order';
import { orderAnnouncer, type OrderedEntry } from '../lib/order-announcements';
import './sortable-list.css';

// dnd-kit would speak through a live region of its own; this list says every move, dragged or by
// a button, in one region, so two voices never talk over each other.
const SILENT: Announcements = { onDragStart: () => undefined, onDragOver: () => undefined, onDragEnd: () => undefined, onDragCancel: () => undefined };

/**
 * Left and Right carry an entry one place back or on in reading order, across the end of a row (a
 * screen reader hears "new place: 5 of 12", whatever the width of the screen); Up and Down go a row
 * up or down, as sortable's own keys do.
 */
function readingOrderKeys(ids: readonly number[]): KeyboardCoordinateGetter {
  return (event, args) => {
    if (event.code !== 'ArrowLeft' && event.code !== 'ArrowRight') return sortableKeyboardCoordinates(event, args);
    event.preventDefault();
    const { active, over, collisionRect, droppableRects } = args.context;
    if (!active || !collisionRect) return undefined;
    const target = ids[ids.indexOf(Number((over ?? active).id)) + (event.code === 'ArrowRight' ? 1 : -1)];
    const rect = target === undefined ? undefined : droppableRects.get(target);
    if (!rect) return undefined;
    // A place after the entry's own is reached by the entry's far edge, as sortable does, since sizes may differ.
    const after = ids.indexOf(target) > ids.indexOf(Number(active.id));
    const offset = after ? { x: collisionRect.width - rect.width, y: collisionRect.height - rect.height } : { x: 0, y: 0 };
    return offset.x && offset.y ? { x: rect.left, y: rect.top } : { x: rect.left - offset.x, y: rect.top - offset.y };
  };
}

const STEP_ICONS: Record<MoveStep, ReactNode> = { start: <ChevronFirst />, earlier: <ChevronLeft />, later: <ChevronRight />, end: <ChevronLast /> };
const STEP_LABELS = { start: 'order.toStart', earlier: 'order.earlier', later: 'order.later', end: 'order.toEnd' } as const satisfies Record<MoveStep, string>;

export interface SortableListProps<Entry extends OrderedEntry> {
  /** The entries in the order shown. */
  entries: readonly Entry[];
  /** The entries' ids in a new order, after one move. */
  onReorder: (ids: number[]) => void;
  /** The list's accessible name. */
  label: string;
  /** The entry's picture (a thumbnail, a cover). */
  preview: (entry: Entry) => ReactNode;
  /** What else the entry shows under its name (a "hidden" mark). */
  note?: (entry: Entry) => ReactNode;
  /** Told when a drag starts and ends: meanwhile Escape cancels the drag, so a dialog must not close on it. */
  onDraggingChange?: (dragging: boolean) => void;
  disabled?: boolean;
}

export function SortableList<Entry extends OrderedEntry>({ entries, onReorder, label, preview, note, onDraggingChange, disabled = false }: SortableListProps<Entry>) {
  const { t } = useAdminTexts();
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 });
  // dnd-kit's hidden instructions go inside the list's own element: a modal dialog hides the rest of the page from screen readers.
  const [instructionsHome, setInstructionsHome] = useState<HTMLDivElement | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // React moves an entry's element to its new place, which takes the focus from the button pressed: it gets it back.
  const refocus = useRef<string | null>(null);
  // The place a dragged entry was last said to be over, so the same place is not said twice.
  const lastOver = useRef<number | null>(null);
  const ids = entries.map((entry) => entry.id);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: readingOrderKeys(ids) }),
  );
  const announcer = orderAnnouncer(t, entries.length);
  // A new element per announcement, so the same sentence twice (already first, pressed again) is read twice.
  const say = (text: string) => setAnnouncement((current) => ({ text, count: current.count + 1 }));
  const indexOf = (id: UniqueIdentifier | undefined) => (id === undefined ? -1 : ids.indexOf(Number(id)));

  useLayoutEffect(() => {
    const control = refocus.current;
    if (!control) return;
    refocus.current = null;
    const button = listRef.current?.querySelector<HTMLElement>(`[data-order-control="${control}"]`);
    if (button && button !== document.activeElement) button.focus();
  });

  const step = (entry: Entry, index: number, move: MoveStep) => {
    const to = stepTarget(move, index, entries.length);
    if (to === index) return say(announcer.stuck(entry, move));
    refocus.current = `${entry.id}:${move}`;
    onReorder(moveWithin(ids, index, to));
    say(announcer.moved(entry, to));
  };

  const dragStart = ({ active }: DragStartEvent) => {
    onDraggingChange?.(true);
    const index = indexOf(active.id);
    lastOver.current = index;
    say(announcer.picked(entries[index], index));
  };
  const dragOver = ({ over }: DragOverEvent) => {
    const index = indexOf(over?.id);
    const place = index < 0 ? null : index;
    if (place === lastOver.current) return;
    lastOver.current = place;
    say(announcer.over(place));
  };
  const dragEnd = ({ active, over }: DragEndEvent) => {
    onDraggingChange?.(false);
    const from = indexOf(active.id);
    const to = indexOf(over?.id);
    if (from < 0) return;
    // Let go outside the list: it stays where it was.
    if (to < 0) return say(announcer.cancelled(entries[from], from));
    if (to !== from) onReorder(moveWithin(ids, from, to));
    say(announcer.moved(entries[from], to));
  };
  const dragCancel = ({ active }: DragCancelEvent) => {
    onDraggingChange?.(false);
    const index = indexOf(active.id);
    if (index >= 0) say(announcer.cancelled(entries[index], index));
  };

  return (
    <div className="adm-sortable">
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragStart={dragStart}
        onDragOver={dragOver}
        onDragEnd={dragEnd}
        onDragCancel={dragCancel}
        accessibility={{ announcements: SILENT, screenReaderInstructions: { draggable: t('order.instructions') }, container: instructionsHome ?? undefined }}
      >
        <SortableContext items={ids} strategy={rectSortingStrategy} disabled={disabled}>
          <ul ref={listRef} className="adm-sortable__list" aria-label={label}>
            {entries.map((entry, index) => (
              <SortableEntry
                key={entry.id}
                entry={entry}
                index={index}
                count={entries.length}
                preview={preview(entry)}
                note={note?.(entry)}
                disabled={disabled}
                onStep={(move) => step(entry, index, move)}
              />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
      <div ref={setInstructionsHome} />
      <div className="ui-visually-hidden" aria-live="assertive" aria-atomic="true" data-testid="order-announcement">
        <span key={announcement.count}>{announcement.text}</span>
      </div>
    </div>
  );
}

interface SortableEntryProps {
  entry: OrderedEntry;
  index: number;
  count: number;
  preview: ReactNode;
  note: ReactNode;
  disabled: boolean;
  onStep: (move: MoveStep) => void;
}

function SortableEntry({ entry, index, count, preview, note, disabled, onStep }: SortableEntryProps) {
  const { t } = useAdminTexts();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: entry.id,
    disabled,
    attributes: { roleDescription: t('order.roleDescription') },
  });
  const atEdge = (move: MoveStep) => stepTarget(move, index, count) === index;
  return (
    <li
      ref={setNodeRef}
      className={isDragging ? 'adm-sortable__entry adm-sortable__entry--dragging' : 'adm-sortable__entry'}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <div className="adm-sortable__frame">
        {preview}
        <span className="adm-sortable__place" aria-hidden="true">
          {index + 1}.
        </span>
      </div>
      <div className="adm-sortable__body">
        <p className="adm-sortable__name">{entry.name}</p>
        {note}
      </div>
      <div className="adm-sortable__tools">
        <IconButton
          ref={setActivatorNodeRef}
          className="adm-sortable__handle"
          label={t('order.handle', { name: entry.name })}
          icon={<GripVertical />}
          size="sm"
          variant="outlined"
          disabled={disabled}
          {...attributes}
          {...listeners}
        />
        {MOVE_STEPS.map((move) => (
          <IconButton
            key={move}
            data-order-control={`${entry.id}:${move}`}
            label={t(STEP_LABELS[move], { name: entry.name })}
            icon={STEP_ICONS[move]}
            size="sm"
            variant="outlined"
            // Still focusable at the edge (the focus stays put after moving there); pressed, it says why nothing moves.
            aria-disabled={atEdge(move) || undefined}
            disabled={disabled}
            onClick={() => onStep(move)}
          />
        ))}
      </div>
    </li>
  );
}
