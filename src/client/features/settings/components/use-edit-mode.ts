import { useEffect, useRef, useState } from "react";

/**
 * A section's view/edit switch. After saving or cancelling, focus goes back to its 'Edit'
 * button once that is there again, so keyboard users stay where they were.
 */
export function useEditMode() {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      editButton.current?.focus();
    }
  }, [editing]);

  return {
    editing,
    editButton,
    startEditing: () => setEditing(true),
    stopEditing: () => {
      returnFocus.current = true;
      setEditing(false);
    },
  };
}
