<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="winter" tilewidth="32" tileheight="32" tilecount="339" columns="16">
 <image source="winter.png" width="512" height="704"/>
 <tile id="0" type="ground">
  <properties>
   <property name="key" value="snow0"/>
  </properties>
 </tile>
 <tile id="1" type="ground">
  <properties>
   <property name="key" value="snow1"/>
  </properties>
 </tile>
 <tile id="2" type="ground">
  <properties>
   <property name="key" value="snow2"/>
  </properties>
 </tile>
 <tile id="3" type="ground">
  <properties>
   <property name="key" value="snow3"/>
  </properties>
 </tile>
 <tile id="4" type="ground">
  <properties>
   <property name="key" value="snow4"/>
  </properties>
 </tile>
 <tile id="5" type="ground">
  <properties>
   <property name="key" value="snow5"/>
  </properties>
 </tile>
 <tile id="6" type="ground">
  <properties>
   <property name="key" value="snow6"/>
  </properties>
 </tile>
 <tile id="7" type="ground">
  <properties>
   <property name="key" value="deep0"/>
  </properties>
 </tile>
 <tile id="8" type="ground">
  <properties>
   <property name="key" value="deep1"/>
  </properties>
 </tile>
 <tile id="9" type="ground">
  <properties>
   <property name="key" value="deep2"/>
  </properties>
 </tile>
 <tile id="10" type="ground">
  <properties>
   <property name="key" value="path0"/>
  </properties>
 </tile>
 <tile id="11" type="ground">
  <properties>
   <property name="key" value="path1"/>
  </properties>
 </tile>
 <tile id="12" type="ground">
  <properties>
   <property name="key" value="ice0"/>
  </properties>
 </tile>
 <tile id="13" type="ground">
  <properties>
   <property name="key" value="ice1"/>
  </properties>
 </tile>
 <tile id="14" type="ground">
  <properties>
   <property name="key" value="water0"/>
  </properties>
 </tile>
 <tile id="15" type="ground">
  <properties>
   <property name="key" value="water1"/>
  </properties>
 </tile>
 <tile id="16" type="ground">
  <properties>
   <property name="key" value="wood0"/>
  </properties>
 </tile>
 <tile id="17" type="ground">
  <properties>
   <property name="key" value="wood1"/>
  </properties>
 </tile>
 <tile id="18" type="ground">
  <properties>
   <property name="key" value="checker"/>
  </properties>
 </tile>
 <tile id="19" type="ground">
  <properties>
   <property name="key" value="linoleum"/>
  </properties>
 </tile>
 <tile id="20" type="ground">
  <properties>
   <property name="key" value="linoleum_cool"/>
  </properties>
 </tile>
 <tile id="21" type="ground">
  <properties>
   <property name="key" value="whitetile"/>
  </properties>
 </tile>
 <tile id="22" type="ground">
  <properties>
   <property name="key" value="concrete"/>
  </properties>
 </tile>
 <tile id="23" type="ground">
  <properties>
   <property name="key" value="carpet"/>
  </properties>
 </tile>
 <tile id="24" type="ground">
  <properties>
   <property name="key" value="asphalt0"/>
  </properties>
 </tile>
 <tile id="25" type="ground">
  <properties>
   <property name="key" value="asphalt1"/>
  </properties>
 </tile>
 <tile id="26" type="ground">
  <properties>
   <property name="key" value="asphalt2"/>
  </properties>
 </tile>
 <tile id="27" type="ground">
  <properties>
   <property name="key" value="pavers"/>
  </properties>
 </tile>
 <tile id="28" type="ground">
  <properties>
   <property name="key" value="dirt"/>
  </properties>
 </tile>
 <tile id="29" type="object">
  <properties>
   <property name="key" value="pine@0,0"/>
  </properties>
 </tile>
 <tile id="30" type="object">
  <properties>
   <property name="key" value="pine_s@0,0"/>
  </properties>
 </tile>
 <tile id="31" type="object">
  <properties>
   <property name="key" value="pine_big@0,0"/>
  </properties>
 </tile>
 <tile id="32" type="object">
  <properties>
   <property name="key" value="pine_big@1,0"/>
  </properties>
 </tile>
 <tile id="33" type="object">
  <properties>
   <property name="key" value="pine_big@0,1"/>
  </properties>
 </tile>
 <tile id="34" type="object">
  <properties>
   <property name="key" value="pine_big@1,1"/>
  </properties>
 </tile>
 <tile id="35" type="object">
  <properties>
   <property name="key" value="tree_bare@0,0"/>
  </properties>
 </tile>
 <tile id="36" type="object">
  <properties>
   <property name="key" value="bush@0,0"/>
  </properties>
 </tile>
 <tile id="37" type="object">
  <properties>
   <property name="key" value="rock@0,0"/>
  </properties>
 </tile>
 <tile id="38" type="object">
  <properties>
   <property name="key" value="rubble@0,0"/>
  </properties>
 </tile>
 <tile id="39" type="object">
  <properties>
   <property name="key" value="crate@0,0"/>
  </properties>
 </tile>
 <tile id="40" type="object">
  <properties>
   <property name="key" value="crates@0,0"/>
  </properties>
 </tile>
 <tile id="41" type="object">
  <properties>
   <property name="key" value="foodcrates@0,0"/>
  </properties>
 </tile>
 <tile id="42" type="object">
  <properties>
   <property name="key" value="barrel@0,0"/>
  </properties>
 </tile>
 <tile id="43" type="object">
  <properties>
   <property name="key" value="firebarrel@0,0"/>
  </properties>
 </tile>
 <tile id="44" type="object">
  <properties>
   <property name="key" value="sacks@0,0"/>
  </properties>
 </tile>
 <tile id="45" type="object">
  <properties>
   <property name="key" value="tires@0,0"/>
  </properties>
 </tile>
 <tile id="46" type="object">
  <properties>
   <property name="key" value="woodpile@0,0"/>
  </properties>
 </tile>
 <tile id="47" type="object">
  <properties>
   <property name="key" value="woodpile@1,0"/>
  </properties>
 </tile>
 <tile id="48" type="object">
  <properties>
   <property name="key" value="logseat_h@0,0"/>
  </properties>
 </tile>
 <tile id="49" type="object">
  <properties>
   <property name="key" value="logseat_v@0,0"/>
  </properties>
 </tile>
 <tile id="50" type="object">
  <properties>
   <property name="key" value="campfire@0,0"/>
  </properties>
 </tile>
 <tile id="51" type="object">
  <properties>
   <property name="key" value="campfire@1,0"/>
  </properties>
 </tile>
 <tile id="52" type="object">
  <properties>
   <property name="key" value="campfire@0,1"/>
  </properties>
 </tile>
 <tile id="53" type="object">
  <properties>
   <property name="key" value="campfire@1,1"/>
  </properties>
 </tile>
 <tile id="54" type="object">
  <properties>
   <property name="key" value="tent_olive@0,0"/>
  </properties>
 </tile>
 <tile id="55" type="object">
  <properties>
   <property name="key" value="tent_olive@1,0"/>
  </properties>
 </tile>
 <tile id="56" type="object">
  <properties>
   <property name="key" value="tent_orange@0,0"/>
  </properties>
 </tile>
 <tile id="57" type="object">
  <properties>
   <property name="key" value="tent_orange@1,0"/>
  </properties>
 </tile>
 <tile id="58" type="object">
  <properties>
   <property name="key" value="tent_blue@0,0"/>
  </properties>
 </tile>
 <tile id="59" type="object">
  <properties>
   <property name="key" value="tent_blue@1,0"/>
  </properties>
 </tile>
 <tile id="60" type="object">
  <properties>
   <property name="key" value="palisade_n@0,0"/>
  </properties>
 </tile>
 <tile id="61" type="object">
  <properties>
   <property name="key" value="palisade_e@0,0"/>
  </properties>
 </tile>
 <tile id="62" type="object">
  <properties>
   <property name="key" value="palisade_s@0,0"/>
  </properties>
 </tile>
 <tile id="63" type="object">
  <properties>
   <property name="key" value="palisade_w@0,0"/>
  </properties>
 </tile>
 <tile id="64" type="object">
  <properties>
   <property name="key" value="tower@0,0"/>
  </properties>
 </tile>
 <tile id="65" type="object">
  <properties>
   <property name="key" value="gate_n@0,0"/>
  </properties>
 </tile>
 <tile id="66" type="object">
  <properties>
   <property name="key" value="gate_e@0,0"/>
  </properties>
 </tile>
 <tile id="67" type="object">
  <properties>
   <property name="key" value="gate_s@0,0"/>
  </properties>
 </tile>
 <tile id="68" type="object">
  <properties>
   <property name="key" value="gate_w@0,0"/>
  </properties>
 </tile>
 <tile id="69" type="object">
  <properties>
   <property name="key" value="sandbags_h@0,0"/>
  </properties>
 </tile>
 <tile id="70" type="object">
  <properties>
   <property name="key" value="sandbags_v@0,0"/>
  </properties>
 </tile>
 <tile id="71" type="object">
  <properties>
   <property name="key" value="fence_h@0,0"/>
  </properties>
 </tile>
 <tile id="72" type="object">
  <properties>
   <property name="key" value="fence_v@0,0"/>
  </properties>
 </tile>
 <tile id="73" type="object">
  <properties>
   <property name="key" value="fence_end_w@0,0"/>
  </properties>
 </tile>
 <tile id="74" type="object">
  <properties>
   <property name="key" value="fence_end_e@0,0"/>
  </properties>
 </tile>
 <tile id="75" type="object">
  <properties>
   <property name="key" value="aisle@0,0"/>
  </properties>
 </tile>
 <tile id="76" type="object">
  <properties>
   <property name="key" value="aisle@1,0"/>
  </properties>
 </tile>
 <tile id="77" type="object">
  <properties>
   <property name="key" value="aisle@2,0"/>
  </properties>
 </tile>
 <tile id="78" type="object">
  <properties>
   <property name="key" value="aisle2@0,0"/>
  </properties>
 </tile>
 <tile id="79" type="object">
  <properties>
   <property name="key" value="aisle2@1,0"/>
  </properties>
 </tile>
 <tile id="80" type="object">
  <properties>
   <property name="key" value="bookshelf@0,0"/>
  </properties>
 </tile>
 <tile id="81" type="object">
  <properties>
   <property name="key" value="bookshelf@1,0"/>
  </properties>
 </tile>
 <tile id="82" type="object">
  <properties>
   <property name="key" value="bookshelf@2,0"/>
  </properties>
 </tile>
 <tile id="83" type="object">
  <properties>
   <property name="key" value="bookshelf2@0,0"/>
  </properties>
 </tile>
 <tile id="84" type="object">
  <properties>
   <property name="key" value="bookshelf2@1,0"/>
  </properties>
 </tile>
 <tile id="85" type="object">
  <properties>
   <property name="key" value="bookshelf_v@0,0"/>
  </properties>
 </tile>
 <tile id="86" type="object">
  <properties>
   <property name="key" value="bookshelf_v@0,1"/>
  </properties>
 </tile>
 <tile id="87" type="object">
  <properties>
   <property name="key" value="bookshelf_v@0,2"/>
  </properties>
 </tile>
 <tile id="88" type="object">
  <properties>
   <property name="key" value="fridge@0,0"/>
  </properties>
 </tile>
 <tile id="89" type="object">
  <properties>
   <property name="key" value="fridge@1,0"/>
  </properties>
 </tile>
 <tile id="90" type="object">
  <properties>
   <property name="key" value="fridge@2,0"/>
  </properties>
 </tile>
 <tile id="91" type="object">
  <properties>
   <property name="key" value="checkout@0,0"/>
  </properties>
 </tile>
 <tile id="92" type="object">
  <properties>
   <property name="key" value="desk@0,0"/>
  </properties>
 </tile>
 <tile id="93" type="object">
  <properties>
   <property name="key" value="teacher_desk@0,0"/>
  </properties>
 </tile>
 <tile id="94" type="object">
  <properties>
   <property name="key" value="teacher_desk@1,0"/>
  </properties>
 </tile>
 <tile id="95" type="object">
  <properties>
   <property name="key" value="chalkboard@0,0"/>
  </properties>
 </tile>
 <tile id="96" type="object">
  <properties>
   <property name="key" value="chalkboard@0,1"/>
  </properties>
 </tile>
 <tile id="97" type="object">
  <properties>
   <property name="key" value="chalkboard@0,2"/>
  </properties>
 </tile>
 <tile id="98" type="object">
  <properties>
   <property name="key" value="lockers@0,0"/>
  </properties>
 </tile>
 <tile id="99" type="object">
  <properties>
   <property name="key" value="lockers@1,0"/>
  </properties>
 </tile>
 <tile id="100" type="object">
  <properties>
   <property name="key" value="lockers@2,0"/>
  </properties>
 </tile>
 <tile id="101" type="object">
  <properties>
   <property name="key" value="counter@0,0"/>
  </properties>
 </tile>
 <tile id="102" type="object">
  <properties>
   <property name="key" value="counter@1,0"/>
  </properties>
 </tile>
 <tile id="103" type="object">
  <properties>
   <property name="key" value="counter@2,0"/>
  </properties>
 </tile>
 <tile id="104" type="object">
  <properties>
   <property name="key" value="counter_v@0,0"/>
  </properties>
 </tile>
 <tile id="105" type="object">
  <properties>
   <property name="key" value="counter_v@0,1"/>
  </properties>
 </tile>
 <tile id="106" type="object">
  <properties>
   <property name="key" value="counter_v@0,2"/>
  </properties>
 </tile>
 <tile id="107" type="object">
  <properties>
   <property name="key" value="police_desk@0,0"/>
  </properties>
 </tile>
 <tile id="108" type="object">
  <properties>
   <property name="key" value="frontdesk@0,0"/>
  </properties>
 </tile>
 <tile id="109" type="object">
  <properties>
   <property name="key" value="frontdesk@0,1"/>
  </properties>
 </tile>
 <tile id="110" type="object">
  <properties>
   <property name="key" value="icepatch@0,0"/>
  </properties>
 </tile>
 <tile id="111" type="object">
  <properties>
   <property name="key" value="icepatch@1,0"/>
  </properties>
 </tile>
 <tile id="112" type="object">
  <properties>
   <property name="key" value="handpump@0,0"/>
  </properties>
 </tile>
 <tile id="113" type="object">
  <properties>
   <property name="key" value="garden@0,0"/>
  </properties>
 </tile>
 <tile id="114" type="object">
  <properties>
   <property name="key" value="garden@1,0"/>
  </properties>
 </tile>
 <tile id="115" type="object">
  <properties>
   <property name="key" value="tally@0,0"/>
  </properties>
 </tile>
 <tile id="116" type="object">
  <properties>
   <property name="key" value="papers@0,0"/>
  </properties>
 </tile>
 <tile id="117" type="object">
  <properties>
   <property name="key" value="plant@0,0"/>
  </properties>
 </tile>
 <tile id="118" type="object">
  <properties>
   <property name="key" value="propane@0,0"/>
  </properties>
 </tile>
 <tile id="119" type="object">
  <properties>
   <property name="key" value="icebox@0,0"/>
  </properties>
 </tile>
 <tile id="120" type="object">
  <properties>
   <property name="key" value="filing@0,0"/>
  </properties>
 </tile>
 <tile id="121" type="object">
  <properties>
   <property name="key" value="bars_h@0,0"/>
  </properties>
 </tile>
 <tile id="122" type="object">
  <properties>
   <property name="key" value="bars_v@0,0"/>
  </properties>
 </tile>
 <tile id="123" type="object">
  <properties>
   <property name="key" value="cot@0,0"/>
  </properties>
 </tile>
 <tile id="124" type="object">
  <properties>
   <property name="key" value="bed@0,0"/>
  </properties>
 </tile>
 <tile id="125" type="object">
  <properties>
   <property name="key" value="bed@0,1"/>
  </properties>
 </tile>
 <tile id="126" type="object">
  <properties>
   <property name="key" value="curtain_v@0,0"/>
  </properties>
 </tile>
 <tile id="127" type="object">
  <properties>
   <property name="key" value="curtain_v@0,1"/>
  </properties>
 </tile>
 <tile id="128" type="object">
  <properties>
   <property name="key" value="medcart@0,0"/>
  </properties>
 </tile>
 <tile id="129" type="object">
  <properties>
   <property name="key" value="wheelchair@0,0"/>
  </properties>
 </tile>
 <tile id="130" type="object">
  <properties>
   <property name="key" value="pump_island@0,0"/>
  </properties>
 </tile>
 <tile id="131" type="object">
  <properties>
   <property name="key" value="pump_island@0,1"/>
  </properties>
 </tile>
 <tile id="132" type="object">
  <properties>
   <property name="key" value="oildrums@0,0"/>
  </properties>
 </tile>
 <tile id="133" type="object">
  <properties>
   <property name="key" value="car_police@0,0"/>
  </properties>
 </tile>
 <tile id="134" type="object">
  <properties>
   <property name="key" value="car_police@0,1"/>
  </properties>
 </tile>
 <tile id="135" type="object">
  <properties>
   <property name="key" value="car_red@0,0"/>
  </properties>
 </tile>
 <tile id="136" type="object">
  <properties>
   <property name="key" value="car_red@0,1"/>
  </properties>
 </tile>
 <tile id="137" type="object">
  <properties>
   <property name="key" value="car_blue@0,0"/>
  </properties>
 </tile>
 <tile id="138" type="object">
  <properties>
   <property name="key" value="car_blue@0,1"/>
  </properties>
 </tile>
 <tile id="139" type="object">
  <properties>
   <property name="key" value="car_wreck@0,0"/>
  </properties>
 </tile>
 <tile id="140" type="object">
  <properties>
   <property name="key" value="car_wreck@0,1"/>
  </properties>
 </tile>
 <tile id="141" type="object">
  <properties>
   <property name="key" value="ambulance@0,0"/>
  </properties>
 </tile>
 <tile id="142" type="object">
  <properties>
   <property name="key" value="ambulance@0,1"/>
  </properties>
 </tile>
 <tile id="143" type="object">
  <properties>
   <property name="key" value="cart@0,0"/>
  </properties>
 </tile>
 <tile id="144" type="object">
  <properties>
   <property name="key" value="snowman@0,0"/>
  </properties>
 </tile>
 <tile id="145" type="object">
  <properties>
   <property name="key" value="bench@0,0"/>
  </properties>
 </tile>
 <tile id="146" type="object">
  <properties>
   <property name="key" value="lamp@0,0"/>
  </properties>
 </tile>
 <tile id="147" type="object">
  <properties>
   <property name="key" value="table@0,0"/>
  </properties>
 </tile>
 <tile id="148" type="object">
  <properties>
   <property name="key" value="table@1,0"/>
  </properties>
 </tile>
 <tile id="149" type="object">
  <properties>
   <property name="key" value="globe@0,0"/>
  </properties>
 </tile>
 <tile id="150" type="object">
  <properties>
   <property name="key" value="armchair@0,0"/>
  </properties>
 </tile>
 <tile id="151" type="object">
  <properties>
   <property name="key" value="trash@0,0"/>
  </properties>
 </tile>
 <tile id="152" type="object">
  <properties>
   <property name="key" value="trash@1,0"/>
  </properties>
 </tile>
 <tile id="153" type="object">
  <properties>
   <property name="key" value="trash@0,1"/>
  </properties>
 </tile>
 <tile id="154" type="object">
  <properties>
   <property name="key" value="trash@1,1"/>
  </properties>
 </tile>
 <tile id="155" type="object">
  <properties>
   <property name="key" value="bunk@0,0"/>
  </properties>
 </tile>
 <tile id="156" type="object">
  <properties>
   <property name="key" value="stove@0,0"/>
  </properties>
 </tile>
 <tile id="157" type="object">
  <properties>
   <property name="key" value="table_small@0,0"/>
  </properties>
 </tile>
 <tile id="158" type="object">
  <properties>
   <property name="key" value="sign@0,0"/>
  </properties>
 </tile>
 <tile id="159" type="object">
  <properties>
   <property name="key" value="sign@1,0"/>
  </properties>
 </tile>
 <tile id="160" type="object">
  <properties>
   <property name="key" value="sign@2,0"/>
  </properties>
 </tile>
 <tile id="161" type="object">
  <properties>
   <property name="key" value="sign@3,0"/>
  </properties>
 </tile>
 <tile id="162" type="object">
  <properties>
   <property name="key" value="sign@4,0"/>
  </properties>
 </tile>
 <tile id="163" type="object">
  <properties>
   <property name="key" value="sign@5,0"/>
  </properties>
 </tile>
 <tile id="164" type="object">
  <properties>
   <property name="key" value="plaque@0,0"/>
  </properties>
 </tile>
 <tile id="165" type="object">
  <properties>
   <property name="key" value="plaque_ice@0,0"/>
  </properties>
 </tile>
 <tile id="166" type="object">
  <properties>
   <property name="key" value="icon_morale@0,0"/>
  </properties>
 </tile>
 <tile id="167" type="object">
  <properties>
   <property name="key" value="icon_round@0,0"/>
  </properties>
 </tile>
 <tile id="168" type="object">
  <properties>
   <property name="key" value="cardmat@0,0"/>
  </properties>
 </tile>
 <tile id="169" type="object">
  <properties>
   <property name="key" value="cardmat@1,0"/>
  </properties>
 </tile>
 <tile id="170" type="object">
  <properties>
   <property name="key" value="cardmat@0,1"/>
  </properties>
 </tile>
 <tile id="171" type="object">
  <properties>
   <property name="key" value="cardmat@1,1"/>
  </properties>
 </tile>
 <tile id="172" type="ground">
  <properties>
   <property name="key" value="path1|fr=EW"/>
  </properties>
 </tile>
 <tile id="173" type="ground">
  <properties>
   <property name="key" value="path0|fr=EW"/>
  </properties>
 </tile>
 <tile id="174" type="ground">
  <properties>
   <property name="key" value="wood0|w=log.NW|win=W"/>
  </properties>
 </tile>
 <tile id="175" type="ground">
  <properties>
   <property name="key" value="wood0|w=log.N"/>
  </properties>
 </tile>
 <tile id="176" type="ground">
  <properties>
   <property name="key" value="wood0|w=log.NE|win=E"/>
  </properties>
 </tile>
 <tile id="177" type="ground">
  <properties>
   <property name="key" value="path0|fr=E|fc=nw|sh=W"/>
  </properties>
 </tile>
 <tile id="178" type="ground">
  <properties>
   <property name="key" value="path1|fr=W|fc=ne"/>
  </properties>
 </tile>
 <tile id="179" type="ground">
  <properties>
   <property name="key" value="snow0|sh=W"/>
  </properties>
 </tile>
 <tile id="180" type="ground">
  <properties>
   <property name="key" value="wood0|w=log.SW"/>
  </properties>
 </tile>
 <tile id="181" type="ground">
  <properties>
   <property name="key" value="wood0|w=log.S"/>
  </properties>
 </tile>
 <tile id="182" type="ground">
  <properties>
   <property name="key" value="wood0|w=log.S|d=S"/>
  </properties>
 </tile>
 <tile id="183" type="ground">
  <properties>
   <property name="key" value="wood0|w=log.ES"/>
  </properties>
 </tile>
 <tile id="184" type="ground">
  <properties>
   <property name="key" value="path0|fr=E|sh=W"/>
  </properties>
 </tile>
 <tile id="185" type="ground">
  <properties>
   <property name="key" value="path0|fr=W"/>
  </properties>
 </tile>
 <tile id="186" type="ground">
  <properties>
   <property name="key" value="snow4|sh=W"/>
  </properties>
 </tile>
 <tile id="187" type="ground">
  <properties>
   <property name="key" value="path0|fr=NS"/>
  </properties>
 </tile>
 <tile id="188" type="ground">
  <properties>
   <property name="key" value="path1|fc=sw.nw|sh=N"/>
  </properties>
 </tile>
 <tile id="189" type="ground">
  <properties>
   <property name="key" value="path0|sh=N"/>
  </properties>
 </tile>
 <tile id="190" type="ground">
  <properties>
   <property name="key" value="path0|fc=se|sh=N"/>
  </properties>
 </tile>
 <tile id="191" type="ground">
  <properties>
   <property name="key" value="path1|fr=S|sh=N"/>
  </properties>
 </tile>
 <tile id="192" type="ground">
  <properties>
   <property name="key" value="path1|fc=ne.sw|sc=nw"/>
  </properties>
 </tile>
 <tile id="193" type="ground">
  <properties>
   <property name="key" value="path0|fr=N"/>
  </properties>
 </tile>
 <tile id="194" type="ground">
  <properties>
   <property name="key" value="path1|fr=N"/>
  </properties>
 </tile>
 <tile id="195" type="ground">
  <properties>
   <property name="key" value="path0|fc=se.nw"/>
  </properties>
 </tile>
 <tile id="196" type="ground">
  <properties>
   <property name="key" value="path0|fr=S|sh=N"/>
  </properties>
 </tile>
 <tile id="197" type="ground">
  <properties>
   <property name="key" value="path0|fr=S|fc=ne|sh=N"/>
  </properties>
 </tile>
 <tile id="198" type="ground">
  <properties>
   <property name="key" value="path0|fr=NS|sc=nw"/>
  </properties>
 </tile>
 <tile id="199" type="ground">
  <properties>
   <property name="key" value="concrete|w=plank.NW"/>
  </properties>
 </tile>
 <tile id="200" type="ground">
  <properties>
   <property name="key" value="concrete|w=plank.N"/>
  </properties>
 </tile>
 <tile id="201" type="ground">
  <properties>
   <property name="key" value="concrete|w=plank.NE"/>
  </properties>
 </tile>
 <tile id="202" type="ground">
  <properties>
   <property name="key" value="path1|fr=E"/>
  </properties>
 </tile>
 <tile id="203" type="ground">
  <properties>
   <property name="key" value="concrete|w=plank.W|win=W"/>
  </properties>
 </tile>
 <tile id="204" type="ground">
  <properties>
   <property name="key" value="concrete|w=plank.E|d=E"/>
  </properties>
 </tile>
 <tile id="205" type="ground">
  <properties>
   <property name="key" value="concrete|w=plank.SW"/>
  </properties>
 </tile>
 <tile id="206" type="ground">
  <properties>
   <property name="key" value="concrete|w=plank.S"/>
  </properties>
 </tile>
 <tile id="207" type="ground">
  <properties>
   <property name="key" value="concrete|w=plank.ES"/>
  </properties>
 </tile>
 <tile id="208" type="ground">
  <properties>
   <property name="key" value="snow1|sh=W"/>
  </properties>
 </tile>
 <tile id="209" type="ground">
  <properties>
   <property name="key" value="path1|fr=W"/>
  </properties>
 </tile>
 <tile id="210" type="ground">
  <properties>
   <property name="key" value="path1|fr=NS"/>
  </properties>
 </tile>
 <tile id="211" type="ground">
  <properties>
   <property name="key" value="path0|fc=sw.nw|sh=N"/>
  </properties>
 </tile>
 <tile id="212" type="ground">
  <properties>
   <property name="key" value="path0|fc=ne|sh=N"/>
  </properties>
 </tile>
 <tile id="213" type="ground">
  <properties>
   <property name="key" value="path0|fr=N|fc=se|sc=nw"/>
  </properties>
 </tile>
 <tile id="214" type="ground">
  <properties>
   <property name="key" value="path0|fr=S|fc=nw"/>
  </properties>
 </tile>
 <tile id="215" type="ground">
  <properties>
   <property name="key" value="path0|fc=sw"/>
  </properties>
 </tile>
 <tile id="216" type="ground">
  <properties>
   <property name="key" value="path0|fc=se"/>
  </properties>
 </tile>
 <tile id="217" type="ground">
  <properties>
   <property name="key" value="path0|fr=S|fc=ne"/>
  </properties>
 </tile>
 <tile id="218" type="ground">
  <properties>
   <property name="key" value="wood0|w=log.NW"/>
  </properties>
 </tile>
 <tile id="219" type="ground">
  <properties>
   <property name="key" value="wood0|w=log.N|d=N"/>
  </properties>
 </tile>
 <tile id="220" type="ground">
  <properties>
   <property name="key" value="wood0|w=log.NE"/>
  </properties>
 </tile>
 <tile id="221" type="ground">
  <properties>
   <property name="key" value="wood1|w=log.NW"/>
  </properties>
 </tile>
 <tile id="222" type="ground">
  <properties>
   <property name="key" value="wood1|w=log.N"/>
  </properties>
 </tile>
 <tile id="223" type="ground">
  <properties>
   <property name="key" value="wood1|w=log.N|d=N"/>
  </properties>
 </tile>
 <tile id="224" type="ground">
  <properties>
   <property name="key" value="wood1|w=log.NE"/>
  </properties>
 </tile>
 <tile id="225" type="ground">
  <properties>
   <property name="key" value="snow2|sh=W"/>
  </properties>
 </tile>
 <tile id="226" type="ground">
  <properties>
   <property name="key" value="wood0|w=log.SW|win=W"/>
  </properties>
 </tile>
 <tile id="227" type="ground">
  <properties>
   <property name="key" value="wood0|w=log.ES|win=S"/>
  </properties>
 </tile>
 <tile id="228" type="ground">
  <properties>
   <property name="key" value="snow3|sh=W"/>
  </properties>
 </tile>
 <tile id="229" type="ground">
  <properties>
   <property name="key" value="wood1|w=log.SW|win=W"/>
  </properties>
 </tile>
 <tile id="230" type="ground">
  <properties>
   <property name="key" value="wood1|w=log.S|win=S"/>
  </properties>
 </tile>
 <tile id="231" type="ground">
  <properties>
   <property name="key" value="wood1|w=log.S"/>
  </properties>
 </tile>
 <tile id="232" type="ground">
  <properties>
   <property name="key" value="wood1|w=log.ES|win=E"/>
  </properties>
 </tile>
 <tile id="233" type="ground">
  <properties>
   <property name="key" value="snow4|sh=N"/>
  </properties>
 </tile>
 <tile id="234" type="ground">
  <properties>
   <property name="key" value="snow6|sh=N"/>
  </properties>
 </tile>
 <tile id="235" type="ground">
  <properties>
   <property name="key" value="snow0|sh=N"/>
  </properties>
 </tile>
 <tile id="236" type="ground">
  <properties>
   <property name="key" value="snow2|sh=N"/>
  </properties>
 </tile>
 <tile id="237" type="ground">
  <properties>
   <property name="key" value="snow0|sc=nw"/>
  </properties>
 </tile>
 <tile id="238" type="ground">
  <properties>
   <property name="key" value="snow1|sh=N"/>
  </properties>
 </tile>
 <tile id="239" type="ground">
  <properties>
   <property name="key" value="snow1|sc=nw"/>
  </properties>
 </tile>
 <tile id="240" type="ground">
  <properties>
   <property name="key" value="linoleum_cool|w=brick.NW"/>
  </properties>
 </tile>
 <tile id="241" type="ground">
  <properties>
   <property name="key" value="linoleum_cool|w=brick.N"/>
  </properties>
 </tile>
 <tile id="242" type="ground">
  <properties>
   <property name="key" value="linoleum_cool|w=brick.N|win=N"/>
  </properties>
 </tile>
 <tile id="243" type="ground">
  <properties>
   <property name="key" value="linoleum_cool|w=brick.NE"/>
  </properties>
 </tile>
 <tile id="244" type="ground">
  <properties>
   <property name="key" value="linoleum_cool|w=brick.W"/>
  </properties>
 </tile>
 <tile id="245" type="ground">
  <properties>
   <property name="key" value="linoleum_cool|w=brick.E"/>
  </properties>
 </tile>
 <tile id="246" type="ground">
  <properties>
   <property name="key" value="asphalt0|fr=N|sh=W"/>
  </properties>
 </tile>
 <tile id="247" type="ground">
  <properties>
   <property name="key" value="asphalt0|fr=N"/>
  </properties>
 </tile>
 <tile id="248" type="ground">
  <properties>
   <property name="key" value="linoleum_cool|w=brick.W|win=W"/>
  </properties>
 </tile>
 <tile id="249" type="ground">
  <properties>
   <property name="key" value="linoleum_cool|w=brick.E|d=E"/>
  </properties>
 </tile>
 <tile id="250" type="ground">
  <properties>
   <property name="key" value="asphalt0|sh=W"/>
  </properties>
 </tile>
 <tile id="251" type="ground">
  <properties>
   <property name="key" value="concrete|w=concrete.E"/>
  </properties>
 </tile>
 <tile id="252" type="ground">
  <properties>
   <property name="key" value="linoleum_cool|w=brick.SW"/>
  </properties>
 </tile>
 <tile id="253" type="ground">
  <properties>
   <property name="key" value="concrete|w=brick.S"/>
  </properties>
 </tile>
 <tile id="254" type="ground">
  <properties>
   <property name="key" value="concrete|w=concrete.ES"/>
  </properties>
 </tile>
 <tile id="255" type="ground">
  <properties>
   <property name="key" value="asphalt2|sh=W"/>
  </properties>
 </tile>
 <tile id="256" type="ground">
  <properties>
   <property name="key" value="asphalt0|ln=W"/>
  </properties>
 </tile>
 <tile id="257" type="ground">
  <properties>
   <property name="key" value="asphalt1|ln=W"/>
  </properties>
 </tile>
 <tile id="258" type="ground">
  <properties>
   <property name="key" value="linoleum_cool|w=brick.S"/>
  </properties>
 </tile>
 <tile id="259" type="ground">
  <properties>
   <property name="key" value="linoleum_cool|w=brick.S|win=S"/>
  </properties>
 </tile>
 <tile id="260" type="ground">
  <properties>
   <property name="key" value="linoleum_cool|w=brick.ES"/>
  </properties>
 </tile>
 <tile id="261" type="ground">
  <properties>
   <property name="key" value="asphalt2|ln=W"/>
  </properties>
 </tile>
 <tile id="262" type="ground">
  <properties>
   <property name="key" value="pavers|sh=N"/>
  </properties>
 </tile>
 <tile id="263" type="ground">
  <properties>
   <property name="key" value="asphalt0|sc=nw"/>
  </properties>
 </tile>
 <tile id="264" type="ground">
  <properties>
   <property name="key" value="checker|w=stucco.NW"/>
  </properties>
 </tile>
 <tile id="265" type="ground">
  <properties>
   <property name="key" value="checker|w=stucco.N"/>
  </properties>
 </tile>
 <tile id="266" type="ground">
  <properties>
   <property name="key" value="checker|w=stucco.NE"/>
  </properties>
 </tile>
 <tile id="267" type="ground">
  <properties>
   <property name="key" value="snow5|sh=W"/>
  </properties>
 </tile>
 <tile id="268" type="ground">
  <properties>
   <property name="key" value="checker|w=stucco.W"/>
  </properties>
 </tile>
 <tile id="269" type="ground">
  <properties>
   <property name="key" value="checker|w=stucco.E|win=E"/>
  </properties>
 </tile>
 <tile id="270" type="ground">
  <properties>
   <property name="key" value="asphalt1|fr=N|sh=W"/>
  </properties>
 </tile>
 <tile id="271" type="ground">
  <properties>
   <property name="key" value="asphalt2|fr=N"/>
  </properties>
 </tile>
 <tile id="272" type="ground">
  <properties>
   <property name="key" value="asphalt1|fr=N"/>
  </properties>
 </tile>
 <tile id="273" type="ground">
  <properties>
   <property name="key" value="checker|w=stucco.E|d=E"/>
  </properties>
 </tile>
 <tile id="274" type="ground">
  <properties>
   <property name="key" value="checker|w=stucco.W|win=W"/>
  </properties>
 </tile>
 <tile id="275" type="ground">
  <properties>
   <property name="key" value="checker|w=stucco.SW"/>
  </properties>
 </tile>
 <tile id="276" type="ground">
  <properties>
   <property name="key" value="checker|w=stucco.S"/>
  </properties>
 </tile>
 <tile id="277" type="ground">
  <properties>
   <property name="key" value="checker|w=stucco.ES"/>
  </properties>
 </tile>
 <tile id="278" type="ground">
  <properties>
   <property name="key" value="linoleum|w=brick.NW"/>
  </properties>
 </tile>
 <tile id="279" type="ground">
  <properties>
   <property name="key" value="linoleum|w=brick.N"/>
  </properties>
 </tile>
 <tile id="280" type="ground">
  <properties>
   <property name="key" value="linoleum|w=brick.N|win=N"/>
  </properties>
 </tile>
 <tile id="281" type="ground">
  <properties>
   <property name="key" value="linoleum|w=brick.NE"/>
  </properties>
 </tile>
 <tile id="282" type="ground">
  <properties>
   <property name="key" value="linoleum|w=brick.W"/>
  </properties>
 </tile>
 <tile id="283" type="ground">
  <properties>
   <property name="key" value="linoleum|w=brick.E"/>
  </properties>
 </tile>
 <tile id="284" type="ground">
  <properties>
   <property name="key" value="linoleum|w=brick.E|d=E"/>
  </properties>
 </tile>
 <tile id="285" type="ground">
  <properties>
   <property name="key" value="path1|fr=NS|sh=W"/>
  </properties>
 </tile>
 <tile id="286" type="ground">
  <properties>
   <property name="key" value="linoleum|w=brick.SW"/>
  </properties>
 </tile>
 <tile id="287" type="ground">
  <properties>
   <property name="key" value="linoleum|w=brick.S|win=S"/>
  </properties>
 </tile>
 <tile id="288" type="ground">
  <properties>
   <property name="key" value="linoleum|w=brick.S"/>
  </properties>
 </tile>
 <tile id="289" type="ground">
  <properties>
   <property name="key" value="linoleum|w=brick.ES"/>
  </properties>
 </tile>
 <tile id="290" type="ground">
  <properties>
   <property name="key" value="pavers|fr=E|sh=N"/>
  </properties>
 </tile>
 <tile id="291" type="ground">
  <properties>
   <property name="key" value="snow5|sc=nw"/>
  </properties>
 </tile>
 <tile id="292" type="ground">
  <properties>
   <property name="key" value="wood0|w=brick.NW"/>
  </properties>
 </tile>
 <tile id="293" type="ground">
  <properties>
   <property name="key" value="wood0|w=brick.N|win=N"/>
  </properties>
 </tile>
 <tile id="294" type="ground">
  <properties>
   <property name="key" value="wood0|w=brick.N"/>
  </properties>
 </tile>
 <tile id="295" type="ground">
  <properties>
   <property name="key" value="wood0|w=brick.NE"/>
  </properties>
 </tile>
 <tile id="296" type="ground">
  <properties>
   <property name="key" value="wood0|w=brick.W"/>
  </properties>
 </tile>
 <tile id="297" type="ground">
  <properties>
   <property name="key" value="wood0|w=brick.E"/>
  </properties>
 </tile>
 <tile id="298" type="ground">
  <properties>
   <property name="key" value="wood0|w=brick.E|d=E"/>
  </properties>
 </tile>
 <tile id="299" type="ground">
  <properties>
   <property name="key" value="path0|fr=NS|sh=W"/>
  </properties>
 </tile>
 <tile id="300" type="ground">
  <properties>
   <property name="key" value="wood0|w=brick.W|win=W"/>
  </properties>
 </tile>
 <tile id="301" type="ground">
  <properties>
   <property name="key" value="snow6|sh=W"/>
  </properties>
 </tile>
 <tile id="302" type="ground">
  <properties>
   <property name="key" value="wood0|w=brick.SW"/>
  </properties>
 </tile>
 <tile id="303" type="ground">
  <properties>
   <property name="key" value="wood0|w=brick.S"/>
  </properties>
 </tile>
 <tile id="304" type="ground">
  <properties>
   <property name="key" value="wood0|w=brick.S|win=S"/>
  </properties>
 </tile>
 <tile id="305" type="ground">
  <properties>
   <property name="key" value="wood0|w=brick.ES"/>
  </properties>
 </tile>
 <tile id="306" type="ground">
  <properties>
   <property name="key" value="snow6|sc=nw"/>
  </properties>
 </tile>
 <tile id="307" type="ground">
  <properties>
   <property name="key" value="whitetile|w=white.NW"/>
  </properties>
 </tile>
 <tile id="308" type="ground">
  <properties>
   <property name="key" value="whitetile|w=white.N|win=N"/>
  </properties>
 </tile>
 <tile id="309" type="ground">
  <properties>
   <property name="key" value="whitetile|w=white.N"/>
  </properties>
 </tile>
 <tile id="310" type="ground">
  <properties>
   <property name="key" value="whitetile|w=white.NE"/>
  </properties>
 </tile>
 <tile id="311" type="ground">
  <properties>
   <property name="key" value="whitetile|w=white.W"/>
  </properties>
 </tile>
 <tile id="312" type="ground">
  <properties>
   <property name="key" value="whitetile|w=white.E"/>
  </properties>
 </tile>
 <tile id="313" type="ground">
  <properties>
   <property name="key" value="whitetile|w=white.E|d=E"/>
  </properties>
 </tile>
 <tile id="314" type="ground">
  <properties>
   <property name="key" value="whitetile|w=white.W|win=W"/>
  </properties>
 </tile>
 <tile id="315" type="ground">
  <properties>
   <property name="key" value="asphalt0|ln=x"/>
  </properties>
 </tile>
 <tile id="316" type="ground">
  <properties>
   <property name="key" value="whitetile|w=white.SW"/>
  </properties>
 </tile>
 <tile id="317" type="ground">
  <properties>
   <property name="key" value="whitetile|w=white.S"/>
  </properties>
 </tile>
 <tile id="318" type="ground">
  <properties>
   <property name="key" value="whitetile|w=white.S|win=S"/>
  </properties>
 </tile>
 <tile id="319" type="ground">
  <properties>
   <property name="key" value="whitetile|w=white.ES"/>
  </properties>
 </tile>
 <tile id="320" type="ground">
  <properties>
   <property name="key" value="checker|w=plank.NW"/>
  </properties>
 </tile>
 <tile id="321" type="ground">
  <properties>
   <property name="key" value="checker|w=plank.N|win=N"/>
  </properties>
 </tile>
 <tile id="322" type="ground">
  <properties>
   <property name="key" value="checker|w=plank.N"/>
  </properties>
 </tile>
 <tile id="323" type="ground">
  <properties>
   <property name="key" value="checker|w=plank.NE"/>
  </properties>
 </tile>
 <tile id="324" type="ground">
  <properties>
   <property name="key" value="asphalt0|ln=W|fr=N"/>
  </properties>
 </tile>
 <tile id="325" type="ground">
  <properties>
   <property name="key" value="checker|w=plank.W"/>
  </properties>
 </tile>
 <tile id="326" type="ground">
  <properties>
   <property name="key" value="checker|w=plank.E"/>
  </properties>
 </tile>
 <tile id="327" type="ground">
  <properties>
   <property name="key" value="checker|w=plank.W|win=W"/>
  </properties>
 </tile>
 <tile id="328" type="ground">
  <properties>
   <property name="key" value="checker|w=plank.E|d=E"/>
  </properties>
 </tile>
 <tile id="329" type="ground">
  <properties>
   <property name="key" value="checker|w=plank.SW"/>
  </properties>
 </tile>
 <tile id="330" type="ground">
  <properties>
   <property name="key" value="checker|w=plank.S"/>
  </properties>
 </tile>
 <tile id="331" type="ground">
  <properties>
   <property name="key" value="checker|w=plank.S|win=S"/>
  </properties>
 </tile>
 <tile id="332" type="ground">
  <properties>
   <property name="key" value="checker|w=plank.ES"/>
  </properties>
 </tile>
 <tile id="333" type="ground">
  <properties>
   <property name="key" value="pavers|fc=se|sh=N"/>
  </properties>
 </tile>
 <tile id="334" type="ground">
  <properties>
   <property name="key" value="asphalt0|fr=S|sc=nw"/>
  </properties>
 </tile>
 <tile id="335" type="ground">
  <properties>
   <property name="key" value="asphalt1|fr=S"/>
  </properties>
 </tile>
 <tile id="336" type="ground">
  <properties>
   <property name="key" value="asphalt0|fr=S"/>
  </properties>
 </tile>
 <tile id="337" type="ground">
  <properties>
   <property name="key" value="asphalt2|fr=S"/>
  </properties>
 </tile>
 <tile id="338" type="ground">
  <properties>
   <property name="key" value="pavers|fr=E"/>
  </properties>
 </tile>
</tileset>
