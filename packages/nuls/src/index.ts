export { encodeNulsAddress, parseNulsAddress, isNulsAddress, type NulsAddressParts, type NulsAddressType } from './nuls-address';
export { nulsMessageBytes, nulsSignedDigest } from './message-bytes';
export { nulsAddressFromPublicKey, toCompressedPublicKey } from './public-key-address';
export { verifyNulsMessage, type NulsSignedMessage } from './verify-nuls-message';
export { createNulsSigner, randomNulsPrivateKey, type NulsSigner } from './sign-nuls-message';
export { formatNulsSignInMessage, newNulsNonce, parseNulsSignInMessage, type NulsSignInFields } from './nuls-sign-in-message';
export { nulsSignInDigest } from './sign-in-digest';
