/**
 * `Porchlight1!` (the factories' TEST_PASSWORD) as accounts stored it before argon2id: scrypt with
 * N=2^15, r=8, p=1, made by the code of that time, so old hashes are proven to still sign in.
 */
export const SCRYPT_HASH_OF_TEST_PASSWORD =
  'scrypt$32768$8$1$KULfzfVSqVinsNOi498SpA==$oL1T6LNI4RDEDSf2711JQUeTT7Jr2g15ju978vgYEwC6jlOm+6v/YUmnuKoaunQ8x4RtlPoDSp2fhW73Oc4GBA==';
