// Moved to @atlas/contracts (layer 0: the API validates with it too); this entry point stays for the forms.
export * from '@atlas/contracts/countries';
