/**
 * Compile-time checks that two types are the same, for shapes written twice on purpose (a
 * hand-written type on the zod-free first load, and the response schema the server checks).
 * `Equal` ignores `readonly`, which only says who may change a value, not its shape.
 */
type Mutable<T> = T extends ReadonlyArray<infer U> ? Mutable<U>[] : T extends object ? { -readonly [K in keyof T]: Mutable<T[K]> } : T;
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
export type Equal<A, B> = Same<Mutable<A>, Mutable<B>>;
/** `type _ = Expect<Equal<A, B>>` fails to compile when A and B differ. */
export type Expect<T extends true> = T;
