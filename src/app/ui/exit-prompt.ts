import { msg } from '@lit/localize';
import './tv-dialog.ts';

/**
 * Asks "Exit?" in a modal dialog placed in `container` (Stay focused first, so a second Back or a stray OK
 * keeps the app open) and resolves with whether the person chose Exit. The shell hands it to the
 * navigation root (`confirmExit`), which asks it on Back at home. Where the app cannot close itself (a
 * plain browser tab: `exitable` false), the dialog says how to leave instead, with only OK.
 */
export async function confirmExit(container: Node, exitable = true): Promise<boolean> {
  const dialog = document.createElement('tv-dialog');
  if (exitable) {
    dialog.heading = msg('Exit?');
    dialog.message = msg('Leave the app?');
    dialog.actions = [
      { value: 'stay', label: msg('Stay') },
      { value: 'exit', label: msg('Exit') },
    ];
  } else {
    dialog.heading = msg('Leaving the app');
    dialog.message = msg(
      'This browser does not let the app close itself. To leave, press Home on your remote or close this tab.',
    );
    dialog.actions = [{ value: 'stay', label: msg('OK') }];
  }
  container.appendChild(dialog);
  const choice = await dialog.show();
  dialog.remove();
  return choice === 'exit';
}
