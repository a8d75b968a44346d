// What opening quick add may fill in (a scanned barcode, a typed name); apart from the sheet so
// the form inside it need not import the sheet back.
export type QuickAddPrefill = { name?: string; barcode?: string };
