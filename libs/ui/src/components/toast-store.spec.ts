import { TOAST_DURATION_MS, TOAST_LIMIT, toast, useToastStore } from './toast-store';

describe('toast store', () => {
  beforeEach(() => useToastStore.setState({ toasts: [] }));

  it('keeps one toast at a time, newest first', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', description: 'Newer', variant: 'destructive' });
    const { toasts } = useToastStore.getState();
    expect(TOAST_LIMIT).toBe(1);
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ title: 'Second', description: 'Newer', variant: 'destructive', open: true });
  });

  it('shows toasts for 5000 ms by default', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it('dismisses and removes', () => {
    const { id, dismiss } = toast({ title: 'Bye' });
    dismiss();
    expect(useToastStore.getState().toasts[0]).toMatchObject({ id, open: false });
    useToastStore.getState().remove(id);
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });

  it('is one store per page even when the module is bundled twice (the shell and a remote each bundle @pawpals/ui)', async () => {
    let copy: typeof import('./toast-store') | undefined;
    await jest.isolateModulesAsync(async () => {
      copy = await import('./toast-store');
    });
    expect(copy!.useToastStore).toBe(useToastStore);
    copy!.toast({ title: 'From a remote' });
    expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'From a remote', open: true });
  });
});
