// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";

/// @notice A smart-contract wallet for tests of EIP-1271 sign-in (docs/security.md row 2). It accepts a
/// signature made by its owner key and answers `magicValue`; tests set a wrong magic value to prove
/// the server refuses it. Never deployed outside tests.
contract Mock1271Wallet {
    address public immutable owner;
    bytes4 public magicValue = 0x1626ba7e;

    constructor(address owner_) {
        owner = owner_;
    }

    function setMagicValue(bytes4 value) external {
        require(msg.sender == owner, "only owner");
        magicValue = value;
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        (address signer, ECDSA.RecoverError error,) = ECDSA.tryRecover(hash, signature);
        if (error == ECDSA.RecoverError.NoError && signer == owner) return magicValue;
        return 0xffffffff;
    }
}
