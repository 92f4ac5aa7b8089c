import { lazyDialog } from "../../../components/ui/lazy-dialog";
import type { BookingDetailsDialogProps } from "./booking-details-dialog";
import type { BookingDialogProps } from "./booking-dialog";
import type { FindSlotDialogProps } from "./find-slot-dialog";

/** The booking dialog, loaded when first opened: its form is not needed to show the grid. */
export const LazyBookingDialog = lazyDialog<BookingDialogProps>(
  () => import("./booking-dialog").then((m) => m.BookingDialog),
  (props) => props.request !== null,
);

/** A tapped booking's details, loaded when a booking is first tapped. */
export const LazyBookingDetailsDialog = lazyDialog<BookingDetailsDialogProps>(
  () => import("./booking-details-dialog").then((m) => m.BookingDetailsDialog),
  (props) => props.booking !== null,
);

/** Find a Slot, loaded when first opened. */
export const LazyFindSlotDialog = lazyDialog<FindSlotDialogProps>(
  () => import("./find-slot-dialog").then((m) => m.FindSlotDialog),
  (props) => props.open,
);
