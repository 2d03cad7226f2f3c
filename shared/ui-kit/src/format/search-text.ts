// Moved to @atlas/contracts (layer 0: the API formats with it too); this entry point stays for the UI.
export * from '@atlas/contracts/search-text';
