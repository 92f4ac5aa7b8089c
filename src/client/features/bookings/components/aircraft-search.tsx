import { SearchBox } from "../../../components/ui/search-box";
import { bookingTexts as texts } from "../bookings.texts";

/** Filters the grid's rows by registration, model or manufacturer. */
export function AircraftSearch({
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
}
