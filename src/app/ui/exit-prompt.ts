import './tv-dialog.ts';

/**
 * Asks "Exit?" in a modal dialog placed in `container` (Stay focused first, so a second Back or a stray OK
 * keeps the app open) and resolves with whether the person chose Exit. The shell hands it to the
 * navigation root (`confirmExit`), which asks it on Back at home.
 */
export async function confirmExit(container: Node): Promise<boolean> {
  const dialog = document.createElement('tv-dialog');
  dialog.heading = 'Exit?';
  dialog.message = 'Leave the app?';
  dialog.actions = [
    { value: 'stay', label: 'Stay' },
    { value: 'exit', label: 'Exit' },
  ];
  container.appendChild(dialog);
  const choice = await dialog.show();
  dialog.remove();
  return choice === 'exit';
}
