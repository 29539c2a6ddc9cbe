"""Drawing: the board from Tiled maps, cards, dice, pieces, icons, fonts, sound."""
