import type { Ref } from 'react';

/**
 * The hidden file input behind an "Upload …" button (the button calls its `click()`): one image at a
 * time, and choosing the same file again still reports it.
 */
export function HiddenImageInput({
  ref,
  onChoose,
  'data-testid': testId,
}: {
  ref: Ref<HTMLInputElement>;
  onChoose: (file: File) => void;
  'data-testid'?: string;
}) {
  return (
    <input
      ref={ref}
      type="file"
      accept="image/*"
      className="hidden"
      tabIndex={-1}
      aria-hidden="true"
      data-testid={testId}
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (file) onChoose(file);
      }}
    />
  );
}
