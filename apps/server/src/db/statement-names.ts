/** Only plain reads and writes: DDL and utility statements keep running unnamed. */
const preparable = /^\s*\(?\s*(select|insert|update|delete|with|explain)\b/i;
const namedStatementLimit = 500;

/**
 * The names a connection gave the statements it prepared, one per text. The panel's statements
 * are few shapes run over and over (a list page, its references, a session); texts past the limit
 * (shapes built from odd inputs) get no name and run unnamed: no connection keeps an unbounded
 * number of them.
 */
export class StatementNames {
  readonly #names = new Map<string, string>();
  #issued = 0;

  /** The name to run `text` under, or none when it is to run unnamed. */
  nameFor(text: string): string | undefined {
    const known = this.#names.get(text);
    if (known || this.#names.size >= namedStatementLimit || !preparable.test(text)) return known;
    const name = `mise_${++this.#issued}`;
    this.#names.set(text, name);
    return name;
  }

  /** Forgets a name whose statement the database refused to prepare. */
  forget(text: string) {
    this.#names.delete(text);
  }
}
