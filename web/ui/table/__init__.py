"""The table: the view model of the engine's piles fitted to the room, each pile drawn
(the cards, their faces, their gliding), and the names and sentences it is spoken in."""
