// Written by `npm run i18n:extract` (scripts/i18n-sign-in.ts) from the full module: do not edit.
// The sign-in screen's words, loaded before the rest (docs/app.md#languages).

import { str } from '@lit/localize/internal/str-tag.js';

export const templates = {
  s02f64f144ee5b621: `Verbindung wird wiederhergestellt. Der Anmeldedienst ist gerade nicht erreichbar; der angezeigte Code bleibt gültig.`,
  s05a7590b858f7b0e: `Angemeldet.`,
  s0cae769cca89b5ea: `2. Diesen Code eingeben`,
  s18fc4092356cc8bd: `Der Zugriff für diesen Fernseher wurde entfernt. Melden Sie sich erneut an, um fortzufahren.`,
  s1df0750bf08af3d6: `Wieder verbunden.`,
  s28061c0680034594: `Angemeldet`,
  s2c52fc3f1427a226: `Anmeldecode wird geholt …`,
  s45352bd05108a6ca: `Jetzt versuchen`,
  s48471bb87d464928: `Mit dem Smartphone anmelden`,
  s53faea9eaca4a12a: `Sie haben sich abgemeldet. Sie können sich jederzeit wieder anmelden.`,
  s5e27738a2e8eb763: `Anmelden`,
  s7581b0877f9b96c2: `Dieser Fernseher kann Ihre Anmeldung nicht speichern: Sie wird nicht behalten.`,
  s856453f39eb48463: `QR-Code`,
  s89680ecf0a2d5087: `Neuer Code wird geholt …`,
  s8b490ffd185f4993: `Der letzte Code ist abgelaufen, dies ist ein neuer.`,
  s8bb9b5cf4b9ae87f: `1. Auf dem Smartphone oder Computer aufrufen:`,
  s8be3fd54e790fccf: `Verbindung wird wiederhergestellt … Der Dienst ist nicht erreichbar; Ihr Code bleibt gültig.`,
  s9c2f49763c3b98aa: `Der Zugriff dieses Fernsehers wurde entfernt.`,
  sa29a564286073423: `Die Anmeldung wird auf diesem Fernseher nicht gespeichert.`,
  sa2cdafa8f359595d: `Oder mit der Smartphone-Kamera scannen`,
  sa5660e2f02593039: `Dieser Fernseher wurde auf einem anderen Bildschirm abgemeldet.`,
  saa8aff1c958157b8: str`Der Code gilt noch ${0}. Dieser Bildschirm geht von selbst weiter.`,
  saa94923bcd51a826: `Neuer Code: Der letzte ist abgelaufen.`,
  sade8b7141599919e: `Sie wurden auf einem anderen Bildschirm dieses Fernsehers abgemeldet. Melden Sie sich erneut an, um fortzufahren.`,
  sc308713a49f901bc: `Neuer Code.`,
  sd3ea86eef5494988: `Der Anmeldedienst ist nicht erreichbar.`,
  seec9a6c7cb05a262: `Der Code ist abgelaufen. Neuer Code wird geholt …`,
  sf58c6f635e4db4dd: `Abgemeldet.`,
  sf8d5e29855c6b9de: str`Zum Anmelden rufen Sie auf dem Smartphone oder Computer ${0} auf und geben den Code ${1} ein.`,
  sf96e5892f9ec390d: `Wird gestartet …`,
  sfa22a9fc6a103723: str`Prüfen Sie das Netzwerk des Fernsehers. Neuer Versuch in ${0} s.`,
  sfc2f6ea5032c82f3: `Prüfen Sie das Netzwerk des Fernsehers. Die App versucht es von selbst erneut, oder wählen Sie „Jetzt versuchen“.`,
};
