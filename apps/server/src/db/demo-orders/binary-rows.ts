// Rows in PostgreSQL's binary COPY format (COPY ... WITH (FORMAT binary)): a signature, then per
// row its field count and each field as a byte length and the type's wire form. Numbers and times
// go in as they are held: no text to make here, none for the server to parse (a third of the
// seeder's time went on writing and reading decimal text).

const signature = Buffer.concat([Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'), Buffer.alloc(8)]);
/** The server counts timestamps in microseconds from 2000-01-01 UTC. */
const serverEpochMs = Date.UTC(2000, 0, 1);
const twoTo32 = 2 ** 32;
/** Room for any fixed-size field with its length: a numeric of up to 20 whole digits and a fraction. */
const widestFixedField = 24;
const numericPositive = 0;
const numericNegative = 0x4000;

/** A field's bytes with their length in front, made once and copied onto every row that has them. */
export function encodedField(bytes: Uint8Array) {
  const field = Buffer.allocUnsafe(4 + bytes.length);
  field.writeInt32BE(bytes.length, 0);
  field.set(bytes, 4);
  return field;
}

/** A jsonb field from its JSON text (the binary form is a version byte, then the text). */
export const jsonbField = (json: string) => encodedField(Buffer.concat([Buffer.of(1), Buffer.from(json)]));

/** One COPY's worth of rows, written into a buffer that grows; `take` ends it. */
export class BinaryRows {
  private buffer: Buffer;
  private length = 0;
  /** Rows begun so far. */
  count = 0;
  /** Bytes kept free for the fixed-size fields of the row being written. */
  private rowReserve = 0;
  private readonly labels = new Map<string, Buffer>();
  /** Scratch for a numeric's base-10,000 digits, least significant first. */
  private readonly wholeGroups = new Int32Array(5);

  constructor(initialBytes = 1 << 20) {
    // Never from the shared pool: a chunk's buffer is moved to another thread whole.
    this.buffer = Buffer.allocUnsafeSlow(Math.max(initialBytes, signature.length));
    this.length = signature.copy(this.buffer, 0);
  }

  get byteLength() {
    return this.length;
  }

  private room(bytes: number) {
    if (this.length + bytes <= this.buffer.length) return;
    const larger = Buffer.allocUnsafeSlow(Math.max(this.buffer.length * 2, this.length + bytes));
    this.buffer.copy(larger, 0, 0, this.length);
    this.buffer = larger;
  }

  private int32(value: number) {
    const buffer = this.buffer;
    const at = this.length;
    buffer[at] = value >>> 24;
    buffer[at + 1] = value >>> 16;
    buffer[at + 2] = value >>> 8;
    buffer[at + 3] = value;
    this.length = at + 4;
  }

  private int16(value: number) {
    this.buffer[this.length] = value >>> 8;
    this.buffer[this.length + 1] = value;
    this.length += 2;
  }

  /** Starts a row of `fields` fields; each field then follows in the table's column order. */
  row(fields: number) {
    this.rowReserve = fields * widestFixedField;
    this.room(2 + this.rowReserve);
    this.int16(fields);
    this.count++;
    return this;
  }

  null() {
    this.int32(-1);
    return this;
  }

  int4(value: number) {
    this.int32(4);
    this.int32(value);
    return this;
  }

  int4OrNull(value: number | null | undefined) {
    return value === null || value === undefined ? this.null() : this.int4(value);
  }

  bool(value: boolean) {
    this.int32(1);
    this.buffer[this.length++] = value ? 1 : 0;
    return this;
  }

  float8OrNull(value: number | null | undefined) {
    if (value === null || value === undefined) return this.null();
    this.int32(8);
    this.length = this.buffer.writeDoubleBE(value, this.length);
    return this;
  }

  /** Milliseconds since the Unix epoch as timestamptz, whole milliseconds as toISOString keeps them. */
  timestamp(ms: number) {
    const micro = (Math.floor(ms) - serverEpochMs) * 1000;
    const high = Math.floor(micro / twoTo32);
    this.int32(8);
    this.int32(high);
    this.int32(micro - high * twoTo32);
    return this;
  }

  timestampOrNull(ms: number | null) {
    return ms === null ? this.null() : this.timestamp(ms);
  }

  /**
   * Whole cents as numeric with two decimals: base-10,000 digits of the whole part, then the
   * cents as the first fractional digit (hundredths are hundreds of ten-thousandths).
   */
  cents(value: number) {
    const magnitude = Math.abs(value);
    let whole = Math.floor(magnitude / 100);
    let groups = 0;
    do {
      this.wholeGroups[groups++] = whole % 1e4;
      whole = Math.floor(whole / 1e4);
    } while (whole > 0);
    this.int32(8 + (groups + 1) * 2);
    this.int16(groups + 1);
    this.int16(groups - 1);
    this.int16(value < 0 ? numericNegative : numericPositive);
    this.int16(2);
    for (let group = groups - 1; group >= 0; group--) this.int16(this.wholeGroups[group]);
    this.int16((magnitude % 100) * 100);
    return this;
  }

  centsOrNull(value: number | null) {
    return value === null ? this.null() : this.cents(value);
  }

  /** Text of any length (varchar, text), as UTF-8. */
  text(value: string) {
    // A UTF-16 unit never takes more than three bytes in UTF-8.
    this.room(4 + value.length * 3 + this.rowReserve);
    const at = this.length;
    this.length += 4;
    const bytes = this.buffer.write(value, this.length);
    this.length = at;
    this.int32(bytes);
    this.length += bytes;
    return this;
  }

  textOrNull(value: string | null | undefined) {
    return value === null || value === undefined ? this.null() : this.text(value);
  }

  /** Text from a small set (a status, a source): encoded once, then copied. */
  label(value: string) {
    let field = this.labels.get(value);
    if (!field) {
      field = encodedField(Buffer.from(value));
      this.labels.set(value, field);
    }
    return this.field(field);
  }

  labelOrNull(value: string | null | undefined) {
    return value === null || value === undefined ? this.null() : this.label(value);
  }

  /** A field made by encodedField or jsonbField. */
  field(encoded: Uint8Array) {
    this.room(encoded.length + this.rowReserve);
    const buffer = this.buffer;
    const at = this.length;
    // Fields are short: a loop beats a native copy's call here.
    for (let index = 0; index < encoded.length; index++) buffer[at + index] = encoded[index];
    this.length = at + encoded.length;
    return this;
  }

  /** The rows so far with the trailer that ends a binary COPY. */
  take(): Buffer {
    this.room(2);
    this.int16(-1);
    return this.buffer.subarray(0, this.length);
  }
}
