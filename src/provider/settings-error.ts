/** A setting the provider cannot run with; its message names the variable and what it must be, in one line. */
export class SettingsError extends Error {}
