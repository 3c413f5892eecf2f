/** The shape of every record's id in the API: 24 lower-case hex characters. */
export const ID_PATTERN = '^[a-f0-9]{24}$';

const ID = new RegExp(ID_PATTERN);

/** Whether a text (from an address, say) can name a record at all. */
export const isRecordId = (value: string | null | undefined): value is string => ID.test(value ?? '');
