import { memo } from "react";
import { SearchBox } from "../../../components/ui/search-box";
import { bookingTexts as texts } from "../bookings.texts";

/**
 * Filters the grid's rows by registration, model or manufacturer. Memoized: React sets a
 * controlled input's type and name again on every render, and the browser then restyles and
 * repaints it, which a move of the window has no reason to do (decision 0020).
 */
export const AircraftSearch = memo(function AircraftSearch({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <SearchBox
      label={texts.searchLabel}
      placeholder={texts.searchPlaceholder}
      value={value}
      onChange={onChange}
      className="max-w-md"
    />
  );
});
