import { useMemo, useState } from "react";
import { aircraftCategories } from "../../../../shared/aircraft/aircraft.constants";
import type { SlotView } from "../../../../shared/bookings/slot.schemas";
import { DEFAULT_SLOT_MINUTES, MAX_SLOT_MINUTES } from "../../../../shared/bookings/slot.schemas";
import { SLOT_STEP_MINUTES } from "../../../../shared/bookings/slot-finder.constants";
import type { CurrentUser } from "../../../../shared/profile/user.types";
import { DialogActions } from "../../../components/ui/blocking-dialog";
import { Button } from "../../../components/ui/button";
import { InputField } from "../../../components/ui/input-field";
import { ModalDialog } from "../../../components/ui/modal-dialog";
import { SelectField } from "../../../components/ui/select-field";
import { LoadingMessage } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/api-client";
import { useNow } from "../../../lib/use-now";
import { useTimeZone } from "../../../lib/viewer-time";
import { type SlotSearch, useSlots } from "../api/find-slots";
import { useBookableAircraft, useInstructors } from "../api/get-booking-resources";
import { bookingMessages, bookingTexts as texts } from "../bookings.texts";
import { toDateInputValue } from "../local-time";
import { durationLabel, slotLabel } from "../slot-label";

export interface FindSlotDialogProps {
  open: boolean;
  onClose: () => void;
  /** A slot chosen: the booking dialog opens on it. */
  onChoose: (slot: SlotView) => void;
  currentUser: CurrentUser;
}

const DURATIONS = Array.from(
  { length: MAX_SLOT_MINUTES / SLOT_STEP_MINUTES },
  (_, index) => (index + 1) * SLOT_STEP_MINUTES,
).map((minutes) => ({ value: String(minutes), label: durationLabel(minutes) }));

/**
 * 'Find a Slot' (docs/rules/calendar.md): the caller's choice of aircraft, instructor, duration
 * and first date, and the earliest free slots the server finds for it, which open the booking
 * dialog. The list follows the fields as they change.
 */
export function FindSlotDialog({ open, onClose, onChoose, currentUser }: FindSlotDialogProps) {
  const timeZone = useTimeZone();
  const now = useNow(60_000);
  const today = toDateInputValue(now, timeZone);
  const [search, setSearch] = useState<SlotSearch>({
    aircraftId: "",
    category: "",
    instructor: "none",
    durationMinutes: DEFAULT_SLOT_MINUTES,
    from: today,
  });
  const fleet = useBookableAircraft({ enabled: open });
  const instructors = useInstructors({ enabled: open });
  // A date being typed, or cleared, asks from today.
  const asked = { ...search, from: /^\d{4}-\d{2}-\d{2}$/.test(search.from) ? search.from : today };
  const slots = useSlots(asked, { enabled: open });
  const change = (patch: Partial<SlotSearch>) => setSearch((shown) => ({ ...shown, ...patch }));

  const aircraftOptions = useMemo(
    () => [
      { value: "", label: texts.anyAircraft },
      ...(fleet.data ?? []).map((aircraft) => ({
        value: aircraft.id,
        label: texts.aircraftOption(aircraft.registration, aircraft.model),
      })),
    ],
    [fleet.data],
  );
  const instructorOptions = useMemo(
    () => [
      { value: "none", label: texts.noInstructor },
      { value: "any", label: texts.anyInstructor },
      // One cannot teach oneself: the caller is the pilot.
      ...(instructors.data ?? [])
        .filter((instructor) => instructor.id !== currentUser.uid)
        .map((instructor) => ({
          value: instructor.id,
          label: `${instructor.firstName} ${instructor.lastName}`,
        })),
    ],
    [instructors.data, currentUser.uid],
  );

  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={texts.findSlot}
      description={texts.findSlotDescription}
      closeLabel={texts.close}
      size="lg"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={texts.aircraftLabel}
          value={search.aircraftId}
          onChange={(event) => change({ aircraftId: event.target.value })}
          options={aircraftOptions}
        />
        {search.aircraftId === "" && (
          <SelectField
            label={texts.categoryLabel}
            value={search.category}
            onChange={(event) => change({ category: event.target.value })}
            options={[
              { value: "", label: texts.anyCategory },
              ...aircraftCategories.map((category) => ({ value: category, label: category })),
            ]}
          />
        )}
        <SelectField
          label={texts.instructorLabel}
          value={search.instructor}
          onChange={(event) => change({ instructor: event.target.value })}
          options={instructorOptions}
        />
        <SelectField
          label={texts.durationLabel}
          value={String(search.durationMinutes)}
          onChange={(event) => change({ durationMinutes: Number(event.target.value) })}
          options={DURATIONS}
        />
        <InputField
          label={texts.slotFromLabel}
          type="date"
          min={today}
          value={search.from}
          onChange={(event) => change({ from: event.target.value })}
        />
      </div>
      <section aria-label={texts.slotsCaption} className="mt-5">
        {slots.error && !slots.data ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {errorMessage(slots.error, bookingMessages.fetchFailed)}
          </p>
        ) : !slots.data ? (
          <LoadingMessage label={texts.findingSlots} className="py-6" />
        ) : slots.data.length === 0 ? (
          <p role="status" className="py-4 text-center text-sm text-slate-700 dark:text-slate-300">
            {bookingMessages.noSlot}
          </p>
        ) : (
          <ul className="space-y-2" aria-busy={slots.isFetching}>
            {slots.data.map((slot) => (
              <li key={`${slot.start} ${slot.aircraft.id}`}>
                <button
                  type="button"
                  onClick={() => onChoose(slot)}
                  className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-left text-sm text-slate-900 hover:bg-sky-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700"
                >
                  {slotLabel(slot, timeZone)}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <DialogActions
        primary={
          <Button variant="secondary" onClick={onClose}>
            {texts.close}
          </Button>
        }
      />
    </ModalDialog>
  );
}
