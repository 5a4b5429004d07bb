// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {IERC721Receiver} from "@openzeppelin/contracts/token/ERC721/IERC721Receiver.sol";
import {DropERC721} from "../../contracts/drops/DropERC721.sol";

contract DropPaymentToken is ERC20 {
    constructor() ERC20("Pay", "PAY") {}

    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }
}

/// @dev A hostile minter (docs/security.md, drops): when handed a token it calls mint again; with `attack` off it is a
///      well-behaved receiver, which shows that a revert comes from the re-entry.
contract ReentrantMinter is IERC721Receiver {
    DropERC721 public immutable drop;
    bool public attack;
    uint256 public received;

    constructor(DropERC721 drop_) {
        drop = drop_;
    }

    function setAttack(bool attack_) external {
        attack = attack_;
    }

    function mint(uint256 quantity) external payable {
        drop.mint{value: msg.value}(quantity, new bytes32[](0));
    }

    function onERC721Received(address, address, uint256, bytes calldata) external returns (bytes4) {
        received += 1;
        if (attack) drop.mint{value: 0}(1, new bytes32[](0));
        return IERC721Receiver.onERC721Received.selector;
    }
}

/// @dev A hostile creator: paid by withdraw, it calls withdraw (or mint) again.
contract ReentrantCreator {
    DropERC721 public drop;
    uint8 public attack; // 0 none, 1 withdraw, 2 mint
    uint256 public paid;

    function setDrop(DropERC721 drop_, uint8 attack_) external {
        drop = drop_;
        attack = attack_;
    }

    function create(address factory, DropERC721.Config calldata config, bytes32 salt) external returns (address) {
        (bool ok, bytes memory result) = factory.call(abi.encodeWithSignature(
            "createDrop((string,string,string,address,uint96,address,uint256,uint32,uint32,uint64,uint64,uint64,bytes32),bytes32)",
            config,
            salt
        ));
        require(ok, "create failed");
        return abi.decode(result, (address));
    }

    receive() external payable {
        paid += msg.value;
        if (attack == 1) drop.withdraw();
        if (attack == 2) drop.mint(1, new bytes32[](0));
    }
}
