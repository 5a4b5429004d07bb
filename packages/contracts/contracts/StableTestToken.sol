// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @title A 6-decimal stable test token for the local chains (like USDC)
/// @notice Devnet only: the minter named at deployment (the devnet deployer; under CREATE2 msg.sender
/// is the factory, so it is passed explicitly) mints freely to fund test accounts. Its 6 decimals
/// exercise every amount the UI and API show in a token's own units rather than 18.
contract StableTestToken is ERC20 {
    address public immutable minter;

    error NotMinter(address caller);

    constructor(string memory name_, string memory symbol_, address minter_) ERC20(name_, symbol_) {
        minter = minter_;
    }

    function decimals() public pure override returns (uint8) {
        return 6;
    }

    function mint(address to, uint256 amount) external {
        if (msg.sender != minter) revert NotMinter(msg.sender);
        _mint(to, amount);
    }
}
