import { createContext, useContext, useState, type ReactNode } from 'react';

const PortalContainerContext = createContext<HTMLElement | null>(null);

/** Where dialogs, menus and popovers of the current section render (undefined = document.body). */
export function usePortalContainer(): HTMLElement | undefined {
  return useContext(PortalContainerContext) ?? undefined;
}

/**
 * Root element of a federated section. Its class scopes the section's own stylesheet, and floating
 * content opened inside it (dialogs, selects, menus) is portalled into it so those styles still apply.
 */
export function SectionScope({ name, children, className }: { name: string; children: ReactNode; className?: string }) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  return (
    <div ref={setElement} className={className ? `${name} ${className}` : name} data-section={name}>
      <PortalContainerContext.Provider value={element}>{children}</PortalContainerContext.Provider>
    </div>
  );
}
